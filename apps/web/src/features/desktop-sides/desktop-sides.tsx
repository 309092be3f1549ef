import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { taskListRoute } from '@rol/protocol/task-routes';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { api } from '../../api/api.ts';
import { playerInfoQuery } from '../../api/player-info.ts';
import { classIcon } from '../../art/class-art.ts';
import { creatureIcon } from '../../art/creature-icon.ts';
import { useViewport } from '../../display/viewport-watcher.ts';
import { gameBus } from '../../events/game-events.ts';
import { squadOrder } from '../../game/road-layout.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { Icon } from '../../ui/icon.tsx';
import { Medallion } from '../../ui/medallion.tsx';
import { heroName } from '../../ui/hero-name.ts';
import { sidePanelWidth, tasksToShow } from './side-layout.ts';
import './desktop-sides.css';

/**
 * The desktop's side panels beside the framed road (docs/road.md, "The desktop"): the squad on the
 * left — each hero with its class, rank, level, artifacts and health, a fallen one marked — and on the
 * right the open tasks with their progress and the ways to chat and mail. Only where a desktop leaves
 * room beside the road's column; a phone never shows them.
 */
export default function DesktopSides({ stageWidth, desktop }: { stageWidth: number; desktop: boolean }) {
  const viewport = useViewport();
  const width = sidePanelWidth(viewport.width, stageWidth, desktop);
  const { data: info } = useQuery(playerInfoQuery);
  if (width === 0 || !info) return null;
  return (
    <>
      <aside className="desktop-side desktop-side--left" style={{ width }} data-testid="desktop-side-squad">
        <SquadSide creatures={info.player.creatures} />
      </aside>
      <aside className="desktop-side desktop-side--right" style={{ width }} data-testid="desktop-side-tasks">
        <TasksSide />
      </aside>
    </>
  );
}

function SquadSide({ creatures }: { creatures: readonly CreatureDto[] }) {
  const { t } = useTranslation();
  const squad = squadOrder(creatures);
  return (
    <section className="desktop-side__panel">
      <h2 className="desktop-side__title">
        <Icon name="crossed-swords" size={20} /> {t('desktopSides.squad')}
      </h2>
      <ul className="desktop-squad">
        {squad.map((hero) => {
          const fallen = hero.health <= 0;
          const share = hero.maxHealth > 0 ? Math.max(0, Math.min(100, (hero.health / hero.maxHealth) * 100)) : 0;
          const name = heroName(t, hero);
          return (
            <li key={hero.id}>
              <button
                type="button"
                className={`desktop-squad__hero${fallen ? ' desktop-squad__hero--fallen' : ''}`}
                data-testid={`desktop-squad-${hero.id}`}
                data-fallen={fallen ? '1' : '0'}
                onClick={() => gameBus.emit('hero:open', { creatureId: hero.id })}
              >
                <Medallion icon={creatureIcon(hero)} faction={hero.faction} size={54} level={hero.level} rank={hero.rank} />
                <span className="desktop-squad__about">
                  <strong>{name}</strong>
                  <span className="desktop-squad__class">
                    <Icon name={classIcon(hero.warriorClass)} size={16} /> {t(`names.warriorClass.${hero.warriorClass}`)}
                  </span>
                  <span className="desktop-squad__health" aria-label={t('desktopSides.health', { health: Math.floor(hero.health), max: hero.maxHealth })}>
                    <span style={{ width: `${share}%` }} />
                  </span>
                  <span className="desktop-squad__notes">
                    {fallen ? (
                      <span className="desktop-squad__fallen">
                        <Icon name="tombstone" size={14} /> {t('desktopSides.fallen')}
                      </span>
                    ) : (
                      `${Math.floor(hero.health)} / ${hero.maxHealth}`
                    )}
                    {hero.artifacts.length > 0 ? (
                      <span className="desktop-squad__artifacts" title={t('desktopSides.artifacts', { count: hero.artifacts.length })}>
                        {'◆'.repeat(Math.min(6, hero.artifacts.length))}
                      </span>
                    ) : null}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function TasksSide() {
  const { t } = useTranslation();
  const openWindow = useWindowStore((s) => s.open);
  const { data } = useQuery({ queryKey: ['tasks', 'list'], queryFn: () => api.call(taskListRoute), retry: false, staleTime: 60_000 });
  const tasks = tasksToShow(data?.tasks ?? []);
  return (
    <section className="desktop-side__panel">
      <h2 className="desktop-side__title">
        <Icon name="scroll-unfurled" size={20} /> {t('desktopSides.tasks')}
      </h2>
      {tasks.length === 0 ? <p className="desktop-side__empty">{t('desktopSides.noTasks')}</p> : null}
      <ul className="desktop-tasks">
        {tasks.map((task) => (
          <li key={task.taskNumber} className={task.complete ? 'desktop-tasks__task desktop-tasks__task--complete' : 'desktop-tasks__task'}>
            <span>{t(`tasks.goal.${task.counts}`, { total: task.total })}</span>
            <span className="desktop-tasks__bar" role="progressbar" aria-valuemin={0} aria-valuemax={task.total} aria-valuenow={task.progress}>
              <span style={{ width: `${Math.round((100 * Math.min(task.progress, task.total)) / Math.max(1, task.total))}%` }} />
            </span>
          </li>
        ))}
      </ul>
      <div className="desktop-side__actions">
        <button type="button" className="desktop-side__button" data-testid="desktop-open-tasks" onClick={() => openWindow('tasks')}>
          <Icon name="scroll-unfurled" size={18} /> {t('desktopSides.openTasks')}
        </button>
        <button type="button" className="desktop-side__button" data-testid="desktop-open-chat" onClick={() => openWindow('chat')}>
          <Icon name="chat-bubble" size={18} /> {t('desktopSides.openChat')}
        </button>
        <button type="button" className="desktop-side__button" data-testid="desktop-open-mail" onClick={() => openWindow('mail')}>
          <Icon name="envelope" size={18} /> {t('desktopSides.openMail')}
        </button>
      </div>
    </section>
  );
}
