import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskDto } from '@rol/protocol/task-dto';
import { TASK_KINDS, type TaskKind } from '@rol/rules/world/tasks';
import { durationText } from '../../numbers/duration-text.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { amountsText } from '../../ui/amounts-text.ts';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { useServerNow } from '../../ui/use-server-now.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { useTakeTask, useTaskList } from './tasks-api.ts';
import './tasks.css';

function TaskRow({ task, onTake, busy }: { task: TaskDto; onTake: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const percent = Math.round((100 * task.progress) / task.total);
  return (
    <li
      className={`task${task.complete && !task.claimed ? ' task--complete' : ''}`}
      data-testid={`task-${task.taskNumber}`}
      data-complete={task.complete ? '1' : '0'}
      data-claimed={task.claimed ? '1' : '0'}
    >
      <div className="task__goal">{t(`tasks.goal.${task.counts}`, { total: task.total })}</div>
      <div className="task__bar" role="progressbar" aria-valuemin={0} aria-valuemax={task.total} aria-valuenow={task.progress}>
        <div className="task__fill" style={{ width: `${percent}%` }} />
        <span className="task__count">
          {task.progress} / {task.total}
        </span>
      </div>
      <div className="task__foot">
        <span className="task__reward">{t('tasks.reward', { reward: amountsText(task.reward, t) })}</span>
        {task.claimed ? (
          <span className="task__taken">{t('tasks.taken')}</span>
        ) : task.complete ? (
          <Button icon="present" data-testid={`task-take-${task.taskNumber}`} disabled={busy} onClick={onTake}>
            {t('tasks.take')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** Tasks (§2): story, daily, side and event tabs; a complete task's reward is taken here. */
export default function TasksWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const list = useTaskList();
  const take = useTakeTask();
  const now = useServerNow();
  const [tab, setTab] = useState<TaskKind>('scenario');
  const tasks = list.data?.tasks ?? [];
  const shown = tasks.filter((x) => x.kind === tab);
  const waiting = (kind: TaskKind) => tasks.some((x) => x.kind === kind && x.complete && !x.claimed);
  const event = list.data?.events.find((e) => tasks.some((x) => x.eventId === e.eventId));
  const upcoming = list.data?.upcomingEvents.find((e) => e.eventId !== 'new_year' && e.eventId !== 'spring_season');
  return (
    <WindowFrame name="tasks" title={t('tasks.title')} onClose={onClose}>
      <div className="tasks" data-testid="tasks-window">
        <Tabs
          tabs={TASK_KINDS.map((kind) => ({
            value: kind,
            label: t(`tasks.tabs.${kind}`),
            badge: waiting(kind) ? <span className="tasks__mark" aria-hidden="true" /> : undefined,
          }))}
          value={tab}
          onChange={setTab}
          label={t('tasks.title')}
          testIdPrefix="tasks-tab"
        />
        {tab === 'daily' && list.data ? (
          <p className="form-note">{t('tasks.renews', { time: durationText(list.data.nextDayAt - now, t) })}</p>
        ) : null}
        {tab === 'event' && event ? (
          <p className="form-note" data-testid="tasks-event">
            {t(`events.name.${event.eventId}`)} · {t('tasks.endsIn', { time: durationText(event.endMs - now, t) })}
          </p>
        ) : null}
        {list.isPending ? <p className="form-note">{t('tasks.loading')}</p> : null}
        {!list.isPending && shown.length === 0 ? (
          <p className="form-note" data-testid="tasks-empty">
            {t(`tasks.empty.${tab}`)}
            {tab === 'event' && upcoming
              ? ` ${t('tasks.next', { name: t(`events.name.${upcoming.eventId}`), time: durationText(upcoming.startMs - now, t) })}`
              : ''}
          </p>
        ) : null}
        <ul className="tasks__list">
          {shown.map((task) => (
            <TaskRow key={task.taskNumber} task={task} busy={take.isPending} onTake={() => take.mutate(task.taskNumber)} />
          ))}
        </ul>
        <FormError text={list.error ? failureText(list.error) : take.error ? failureText(take.error) : null} />
      </div>
    </WindowFrame>
  );
}
