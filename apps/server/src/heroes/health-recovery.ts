import type { CreatureRow } from '../db/schema/creatures.ts';

/** §9: health recovers +1 per minute. */
export const HEALTH_RECOVERY_MS = 60_000;

export interface RecoveredHealth {
  health: number;
  maxHealth: number;
  /** When the hero is full by recovery alone (ms); null when full now. */
  fullAt: number | null;
}

/**
 * A hero's health now: the stored health plus one per whole minute since it was stored
 * (`healthAt`, else the hero's creation), never above `maxHealth` — the hero's maximum now, with its
 * forces and artifacts (`heroDisplayStats(…).maxHealth`, see heroes/creature-dto.ts), which may have
 * changed since the health was stored. Pure; nothing is written.
 */
export function recoveredHealth(
  row: Pick<CreatureRow, 'health' | 'healthAt' | 'createdAt'>,
  maxHealth: number,
  nowMs: number,
): RecoveredHealth {
  if (row.health >= maxHealth) return { health: maxHealth, maxHealth, fullAt: null };
  const since = (row.healthAt ?? row.createdAt).getTime();
  const minutes = Math.max(0, Math.floor((nowMs - since) / HEALTH_RECOVERY_MS));
  const health = Math.max(0, Math.min(maxHealth, row.health + minutes));
  return {
    health,
    maxHealth,
    fullAt: health >= maxHealth ? null : since + (maxHealth - row.health) * HEALTH_RECOVERY_MS,
  };
}
