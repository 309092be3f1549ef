import type { PlayerRow } from '../db/schema/players.ts';
import { ApiError } from './api-error.ts';

export interface Ban {
  until: Date;
  reason: string;
}

/** The player's ban while it lasts (§3 ban state; it lifts by itself at `until`, or on unban). */
export function activeBan(player: Pick<PlayerRow, 'banUntil' | 'banReason'>, nowMs: number): Ban | null {
  if (player.banUntil === null || player.banUntil.getTime() <= nowMs) return null;
  return { until: player.banUntil, reason: player.banReason ?? '' };
}

export function isBanned(
  player: Pick<PlayerRow, 'banUntil' | 'banReason'>,
  nowMs: number = Date.now(),
): boolean {
  return activeBan(player, nowMs) !== null;
}

/** 403 PLAYER_BANNED with until (ISO and ms) and reason. */
export function assertNotBanned(player: Pick<PlayerRow, 'banUntil' | 'banReason'>, nowMs: number): void {
  const ban = activeBan(player, nowMs);
  if (ban)
    throw new ApiError('PLAYER_BANNED', {
      until: ban.until.toISOString(),
      untilMs: ban.until.getTime(),
      reason: ban.reason,
    });
}
