import { recoveredPoints, recoveryDoneAt, type BoosterWindow } from '@rol/rules/economy/boosters';
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
 * (`healthAt`, else the hero's creation) — faster while the player's set ran in that time
 * (its regeneration, economy/boosters) — never above `maxHealth`: the hero's maximum now, with its
 * forces, artifacts and running set (`heroDisplayStats(…).maxHealth`, see heroes/creature-dto.ts),
 * which may have changed since the health was stored. Pure; nothing is written.
 */
export function recoveredHealth(
  row: Pick<CreatureRow, 'health' | 'healthAt' | 'createdAt'>,
  maxHealth: number,
  nowMs: number,
  set: BoosterWindow | null = null,
): RecoveredHealth {
  if (row.health >= maxHealth) return { health: maxHealth, maxHealth, fullAt: null };
  const since = (row.healthAt ?? row.createdAt).getTime();
  const points = recoveredPoints(since, nowMs, HEALTH_RECOVERY_MS, set);
  const health = Math.max(0, Math.min(maxHealth, row.health + points));
  return {
    health,
    maxHealth,
    fullAt: health >= maxHealth ? null : recoveryDoneAt(since, maxHealth - row.health, HEALTH_RECOVERY_MS, set),
  };
}
