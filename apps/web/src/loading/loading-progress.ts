import type { LoadingType } from '../stores/game-store.ts';

/** §2 loading screen rules as pure functions. */
import { isNewYearStyle } from '@rol/rules/world/events-calendar';

/** §9: the loading bar's inner width in reference pixels. */
export const LOADING_BAR_INNER_WIDTH = 263;
/** §2: the loading screen is cleaned up at the latest this long after the game starts. */
export const LOADING_CLEANUP_TIMEOUT_MS = 15_000;
/** §9: the activity ping runs every 5 s until the game starts. */
export const ACTIVITY_PING_MS = 5_000;

export type LoadingMilestone = 'five' | 'half';

const MILESTONES: readonly { step: LoadingMilestone; at: number }[] = [
  { step: 'five', at: 5 },
  { step: 'half', at: 50 },
];

function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** §2: the progress target is 10 plus 0.9 times the load percent. */
export function progressTarget(loadPercent: number): number {
  return 10 + 0.9 * clampPercent(loadPercent);
}

/**
 * Moves the shown progress towards its target: a tenth of the gap per 16 ms frame, at least
 * 0.25 % per frame, never past the target and never backwards.
 */
export function stepProgress(shown: number, target: number, elapsedMs: number): number {
  const goal = clampPercent(target);
  if (shown >= goal) return shown;
  const frames = Math.max(0, elapsedMs) / 16;
  const advance = Math.max(0.25 * frames, (goal - shown) * Math.min(1, 0.1 * frames));
  return Math.min(goal, shown + advance);
}

/** The "loading N%" number: whole percent, rounded down, 0..100. */
export function progressLabel(shown: number): number {
  return Math.floor(clampPercent(shown) + 1e-9);
}

/** §2: the 5 % and 50 % milestones not yet logged that `shown` has reached, in order. */
export function reachedMilestones(shown: number, logged: ReadonlySet<LoadingMilestone>): LoadingMilestone[] {
  return MILESTONES.filter((m) => shown >= m.at && !logged.has(m.step)).map((m) => m.step);
}

/** §2 loading types: a player with a battle loads the battle, a player with heroes the road. */
export function loadingTypeOf(player: { battleId: number | null; creatures: readonly unknown[] } | null): LoadingType {
  if (player === null || player.creatures.length === 0) return player?.battleId != null ? 'battle' : 'newPlayer';
  return player.battleId != null ? 'battle' : 'road';
}

/**
 * The New Year style follows the events calendar (rules `world/events-calendar`): 20 December to
 * 14 January inclusive, server (Moscow) time.
 */
export function isNewYearSeason(date: Date): boolean {
  return isNewYearStyle(date.getTime());
}
