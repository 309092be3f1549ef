import { classStatsAtLevel, isWarriorClass } from '@rol/rules/content/warrior-classes';
import type { CreatureRow } from '../db/schema/creatures.ts';

/** §9: health recovers +1 per minute. */
export const HEALTH_RECOVERY_MS = 60_000;

export function creatureMaxHealth(row: Pick<CreatureRow, 'warriorClass' | 'level'>): number {
  return classStatsAtLevel(isWarriorClass(row.warriorClass) ? row.warriorClass : 'human', row.level).health;
}

export interface RecoveredHealth {
  health: number;
  maxHealth: number;
  /** When the hero is full by recovery alone (ms); null when full now. */
  fullAt: number | null;
}

/**
 * A hero's health now: the stored health plus one per whole minute since it was stored
 * (`healthAt`, else the hero's creation), never above the maximum. Pure; nothing is written.
 */
export function recoveredHealth(
  row: Pick<CreatureRow, 'health' | 'healthAt' | 'createdAt' | 'warriorClass' | 'level'>,
  nowMs: number,
): RecoveredHealth {
  const maxHealth = creatureMaxHealth(row);
  if (row.health >= maxHealth) return { health: Math.min(row.health, maxHealth), maxHealth, fullAt: null };
  const since = (row.healthAt ?? row.createdAt).getTime();
  const minutes = Math.max(0, Math.floor((nowMs - since) / HEALTH_RECOVERY_MS));
  const health = Math.min(maxHealth, row.health + minutes);
  return {
    health,
    maxHealth,
    fullAt: health >= maxHealth ? null : since + (maxHealth - row.health) * HEALTH_RECOVERY_MS,
  };
}
