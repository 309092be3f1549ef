import type { EffectKind, EffectOp } from '@rol/rules/content/effects';
import type { Faction } from '@rol/rules/content/factions';
import type { TeamIndex } from '@rol/rules/battle/battle-types';

/** A timed status as the scene marks it (§3 Effect: type, movesRemain). */
export interface StatusMarker {
  kind: EffectKind;
  movesRemain: number;
  value: number;
  op: EffectOp;
}

/** What the battle scene draws of one creature; the battle feature fills it from the server's status. */
export interface CreatureLook {
  id: number;
  team: TeamIndex;
  imageId: string;
  /** A monster's id (its drawing), null for a hero. */
  monsterId: string | null;
  faction: Faction;
  rank: number;
  level: number;
  attack: number;
  defence: number;
  health: number;
  maxHealth: number;
  effects: readonly StatusMarker[];
  /** It may still strike in this round (alive, not frozen, not yet acted). */
  canAct: boolean;
}

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
