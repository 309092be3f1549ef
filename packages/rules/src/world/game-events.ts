/**
 * The things a player does that tasks count (and the first-steps tutorial follows). One server
 * service records them where they happen; `sum` adds the amount, `max` keeps the largest amount seen
 * (a stair reached).
 */
// prettier-ignore
export const GAME_EVENTS = {
  /** The first squad was chosen (amount 1). */
  CHARACTER_CHOSEN: { aggregate: 'sum' },
  /** The squad walked up to a stair (amount: the stair). */
  STAIR_REACHED: { aggregate: 'max' },
  /** A resource place was taken (amount 1). */
  RESOURCE_TAKEN: { aggregate: 'sum' },
  /** A battle on the road was won (amount 1; an arena win is ARENA_WON). */
  BATTLE_WON: { aggregate: 'sum' },
  /** A force or rank step was started (amount 1). */
  UPGRADE_STARTED: { aggregate: 'sum' },
  /** A force or rank step finished (amount 1). */
  UPGRADE_FINISHED: { aggregate: 'sum' },
  /** Event currency was picked up on the road (amount: how much). */
  EVENT_CURRENCY_TAKEN: { aggregate: 'sum' },
  /** An arena battle was won by its attacker (amount 1). */
  ARENA_WON: { aggregate: 'sum' },
  /** A donation to the clan treasury (amount: its worth in gold): recorded once clans exist. */
  CLAN_DONATION: { aggregate: 'sum' },
} as const satisfies Record<string, { aggregate: 'sum' | 'max' }>;

export type GameEvent = keyof typeof GAME_EVENTS;
export const GAME_EVENT_NAMES = Object.keys(GAME_EVENTS) as GameEvent[];
