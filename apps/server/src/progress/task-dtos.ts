import type { TaskDto } from '@rol/protocol/task-dto';
import { hasCompletedTasks, visibleTasks, type StoredTask } from '@rol/rules/world/task-progress';

/** The tasks a player sees now, as the wire carries them (and haveCompletedTasks). */
export function taskDtosOf(stored: readonly StoredTask[], nowMs: number, lang: string) {
  const tasks: TaskDto[] = visibleTasks(stored, nowMs, lang);
  return { tasks, haveCompletedTasks: hasCompletedTasks(tasks) };
}
