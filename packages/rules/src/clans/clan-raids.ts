import type { ClanAmounts } from './clan-treasury.ts';

/** §3 raid states and difficulties. */
export const RAID_STATES = ['IN_RAID', 'RAID_AVAILABLE', 'RAID_WAITING', 'RAID_CLOSED'] as const;
export type RaidState = (typeof RAID_STATES)[number];
export const RAID_DIFFICULTIES = ['EASY', 'NORMAL', 'HARD', 'EXTREME'] as const;
export type RaidDifficulty = (typeof RAID_DIFFICULTIES)[number];

const HOUR_MS = 3_600_000;

export interface RaidOption {
  difficulty: RaidDifficulty;
  /** The lowest clan level that may start it (below: RAID_CLOSED). */
  minClanLevel: number;
  bossHealth: number;
  /** Treasury price of a start. */
  startCost: ClanAmounts;
  /** The pool shared by damage when the boss falls. */
  reward: { gold: number; mithril: number };
}

export const RAID_OPTIONS: Record<RaidDifficulty, RaidOption> = {
  EASY: { difficulty: 'EASY', minClanLevel: 1, bossHealth: 50_000, startCost: { gold: 10_000 }, reward: { gold: 30_000, mithril: 10 } },
  NORMAL: { difficulty: 'NORMAL', minClanLevel: 3, bossHealth: 150_000, startCost: { gold: 30_000 }, reward: { gold: 100_000, mithril: 30 } },
  HARD: { difficulty: 'HARD', minClanLevel: 6, bossHealth: 400_000, startCost: { gold: 80_000, gems: 20 }, reward: { gold: 300_000, mithril: 90 } },
  EXTREME: { difficulty: 'EXTREME', minClanLevel: 10, bossHealth: 1_000_000, startCost: { gold: 200_000, gems: 60 }, reward: { gold: 800_000, mithril: 250 } },
};

/** A raid lasts a day; after it the clan waits 12 hours before the next (speed-up: treasury gems). */
export const RAID_DURATION_MS = 24 * HOUR_MS;
export const RAID_COOLDOWN_MS = 12 * HOUR_MS;

/** A clan's raid as stored. */
export interface RaidRecord {
  difficulty: RaidDifficulty;
  startedAtMs: number | null;
  endsAtMs: number | null;
  bossHealth: number;
  cooldownUntilMs: number | null;
}

/** The raid's state at `nowMs` for a clan of `clanLevel`. */
export function raidState(raid: RaidRecord, clanLevel: number, nowMs: number): RaidState {
  if (raid.startedAtMs !== null) return 'IN_RAID';
  if (raid.cooldownUntilMs !== null && raid.cooldownUntilMs > nowMs) return 'RAID_WAITING';
  if (clanLevel < RAID_OPTIONS[raid.difficulty].minClanLevel) return 'RAID_CLOSED';
  return 'RAID_AVAILABLE';
}

/** A running raid is over when the boss has fallen or its time is up (then it may be ended without reset). */
export function raidOver(raid: RaidRecord, nowMs: number): boolean {
  return raid.startedAtMs !== null && (raid.bossHealth <= 0 || (raid.endsAtMs !== null && raid.endsAtMs <= nowMs));
}

/** The share of the pool paid when a raid ends without the boss falling: what was taken of its health, halved. */
export const UNFINISHED_RAID_POOL_SHARE = 0.5;

/**
 * Rewards by share: each member's part of the pool is their damage over all damage, rounded down
 * (what rounding leaves stays unpaid). When the boss fell the pool is whole; when the raid ended with
 * the boss standing (its time up, or reset) the pool is scaled by the health taken from the boss and
 * by UNFINISHED_RAID_POOL_SHARE.
 */
export function raidRewards(
  difficulty: RaidDifficulty,
  damageByPlayer: ReadonlyMap<number, number>,
  bossFell: boolean,
): Map<number, { gold: number; mithril: number }> {
  const rewards = new Map<number, { gold: number; mithril: number }>();
  let total = 0;
  for (const damage of damageByPlayer.values()) total += Math.max(0, damage);
  if (total === 0) return rewards;
  const option = RAID_OPTIONS[difficulty];
  const scale = bossFell ? 1 : Math.min(1, total / option.bossHealth) * UNFINISHED_RAID_POOL_SHARE;
  for (const [playerId, damage] of damageByPlayer) {
    const share = (Math.max(0, damage) / total) * scale;
    rewards.set(playerId, { gold: Math.floor(option.reward.gold * share), mithril: Math.floor(option.reward.mithril * share) });
  }
  return rewards;
}

export function isRaidDifficulty(value: string): value is RaidDifficulty {
  return (RAID_DIFFICULTIES as readonly string[]).includes(value);
}
