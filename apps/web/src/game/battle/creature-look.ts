import type { CreatureLook } from '../../stores/battle-store.ts';

/** A creature is dead at current health 0 or less (§4). */
export function isDead(creature: Pick<CreatureLook, 'health'>): boolean {
  return creature.health <= 0;
}

/** Whether a creature is frozen: a freeze status with moves remaining (§4). */
export function isFrozen(creature: Pick<CreatureLook, 'effects'>): boolean {
  return creature.effects.some((e) => e.kind === 'freeze' && e.movesRemain > 0);
}

/** The health bar's share, 0..1. */
export function healthShare(health: number, maxHealth: number): number {
  if (!(maxHealth > 0)) return 0;
  return Math.max(0, Math.min(1, health / maxHealth));
}

/** Bar colour by share: green, then yellow under a half, red under a quarter. */
export function healthColour(share: number): 'good' | 'warn' | 'low' {
  if (share > 0.5) return 'good';
  return share > 0.25 ? 'warn' : 'low';
}
