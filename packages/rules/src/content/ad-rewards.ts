import { nextServerDayAt } from '../server-day.ts';

/**
 * Rewarded ads the player asked to watch. Content data. An ad view earns one of two rewards: the
 * bank's emeralds or a wheel ticket. No platform lets a server check that an ad was watched (the SDK
 * tells only the page), so the views are bounded instead: one budget of a few per server day shared
 * by both rewards (§9 "Ad viewing: 3 per day"), with a pause between two that no real ad is shorter
 * than.
 */
export const AD_REWARD = {
  /** Emeralds per watched ad (the bank's reward). */
  gems: 2,
  /** Ad views rewarded per player and server day (Moscow), whichever the reward. */
  perDay: 3,
  /** Seconds between two rewards of one player. */
  gapS: 60,
} as const;

/** The account sources whose platform SDK shows rewarded ads (Yandex, VK, OK, CrazyGames, GamePush). */
export const AD_SOURCES = ['ya', 'vk', 'ok', 'crazygames', 'gp', 'gp_partner', 'gp_playdeck'] as const;

export const adsOffered = (source: string): boolean => (AD_SOURCES as readonly string[]).includes(source);

export interface AdRewardState {
  /** Ad views rewarded today, either reward. */
  received: number;
  /** Ad views left today (of AD_REWARD.perDay). */
  left: number;
  /** When the next reward may be claimed (ms): now when it may, the next day when none is left. */
  nextAt: number;
}

/** Where the player stands from the moments (ms) of today's rewarded views (both rewards), in any order. */
export function adRewardState(todayMs: readonly number[], nowMs: number): AdRewardState {
  const received = todayMs.length;
  const left = Math.max(0, AD_REWARD.perDay - received);
  if (left === 0) return { received, left, nextAt: nextServerDayAt(nowMs) };
  const last = todayMs.length === 0 ? null : Math.max(...todayMs);
  const gapEnd = last === null ? nowMs : last + AD_REWARD.gapS * 1000;
  return { received, left, nextAt: Math.max(nowMs, gapEnd) };
}
