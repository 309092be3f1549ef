import { nextServerDayAt } from '../server-day.ts';

/**
 * Emeralds for a rewarded ad the player asked to watch. Content data. No platform lets a server
 * check that an ad was watched (the SDK tells only the page), so the reward is bounded instead: a
 * few per server day, with a pause between two that no real ad is shorter than.
 */
export const AD_REWARD = {
  /** Emeralds per watched ad. */
  gems: 2,
  /** Rewards per player and server day (Moscow). */
  perDay: 5,
  /** Seconds between two rewards of one player. */
  gapS: 60,
} as const;

/** The account sources whose platform SDK shows rewarded ads (Yandex, VK, OK, CrazyGames, GamePush). */
export const AD_SOURCES = ['ya', 'vk', 'ok', 'crazygames', 'gp', 'gp_partner', 'gp_playdeck'] as const;

export const adsOffered = (source: string): boolean => (AD_SOURCES as readonly string[]).includes(source);

export interface AdRewardState {
  /** Rewards left today. */
  left: number;
  /** When the next reward may be claimed (ms): now when it may, the next day when none is left. */
  nextAt: number;
}

/** Where the player stands from the moments (ms) of today's rewards, in any order. */
export function adRewardState(todayMs: readonly number[], nowMs: number): AdRewardState {
  const left = Math.max(0, AD_REWARD.perDay - todayMs.length);
  if (left === 0) return { left, nextAt: nextServerDayAt(nowMs) };
  const last = todayMs.length === 0 ? null : Math.max(...todayMs);
  const gapEnd = last === null ? nowMs : last + AD_REWARD.gapS * 1000;
  return { left, nextAt: Math.max(nowMs, gapEnd) };
}
