/** §6 ban reasons, as stored and sent; the client translates them. */
export const BAN_REASONS = [
  'FLOOD',
  'PROFANITY',
  'INSULTS',
  'PROVOCATION',
  'TRADE',
  'ADVERTISEMENT',
  'FRAUD',
  'FORBIDDEN_NICKNAME',
  'FORBIDDEN_TOPICS',
  'LEGAL',
] as const;
export type BanReason = (typeof BAN_REASONS)[number];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** §6 ban durations and their length. */
export const BAN_DURATIONS_MS = {
  '1h': HOUR_MS,
  '3h': 3 * HOUR_MS,
  '6h': 6 * HOUR_MS,
  '12h': 12 * HOUR_MS,
  '1d': DAY_MS,
  '3d': 3 * DAY_MS,
  '1w': 7 * DAY_MS,
  '2w': 14 * DAY_MS,
} as const;
export type BanDuration = keyof typeof BAN_DURATIONS_MS;
export const BAN_DURATIONS = Object.keys(BAN_DURATIONS_MS) as BanDuration[];

/** Where a ban applies: the whole game, chat only (chat ban), or the forum only (forum block). */
export const BAN_SCOPES = ['GAME', 'CHAT', 'FORUM'] as const;
export type BanScope = (typeof BAN_SCOPES)[number];

/** When a ban of `duration` set at `nowMs` ends. */
export function banEndsAt(nowMs: number, duration: BanDuration): number {
  return nowMs + BAN_DURATIONS_MS[duration];
}

export function isBanReason(value: string): value is BanReason {
  return (BAN_REASONS as readonly string[]).includes(value);
}
