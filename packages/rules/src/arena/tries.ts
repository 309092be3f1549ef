import { serverDay } from '../server-day.ts';

/** Free attacks per server day; beyond them each attack costs ATTACK_TICKETS tickets. */
export const FREE_TRIES_PER_DAY = 5;
export const ATTACK_TICKETS = 1;

export interface TriesState {
  /** The server day the count belongs to (null: never attacked). */
  day: number | null;
  used: number;
}

/** Free tries left now: the count starts again each server day. */
export function freeTriesLeft(state: TriesState, nowMs: number): number {
  const used = state.day === serverDay(nowMs) ? state.used : 0;
  return Math.max(0, FREE_TRIES_PER_DAY - used);
}

/** What one more attack costs now, and the tries state after it. */
export function attackCost(state: TriesState, nowMs: number): { tickets: number; next: TriesState } {
  const day = serverDay(nowMs);
  const used = state.day === day ? state.used : 0;
  return {
    tickets: used < FREE_TRIES_PER_DAY ? 0 : ATTACK_TICKETS,
    next: { day, used: used + 1 },
  };
}
