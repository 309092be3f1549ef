import { effect } from './effect-builders.ts';
import type { EffectDef } from './effects.ts';

/**
 * Runes found on RUNE places: markers, i.e. single-battle effects (§3) that every hero of the squad
 * carries through the player's next battle. Their effects are passives of each hero.
 */
export interface RuneDef {
  effects: readonly EffectDef[];
  imageId: string;
}

export const RUNES = {
  rune_of_strength: {
    effects: [effect('attack', 'passive', 1.1, { op: 'multiply' })],
    imageId: 'rune_strength',
  },
  rune_of_stone: { effects: [effect('defence', 'passive', 1.1, { op: 'multiply' })], imageId: 'rune_stone' },
  rune_of_life: { effects: [effect('health', 'passive', 1.1, { op: 'multiply' })], imageId: 'rune_life' },
  rune_of_fortune: { effects: [effect('luck', 'passive', 0.2, { chance: 0.1 })], imageId: 'rune_fortune' },
  rune_of_shadow: { effects: [effect('shadow', 'passive', 0, { chance: 0.08 })], imageId: 'rune_shadow' },
} as const satisfies Record<string, RuneDef>;

export type RuneId = keyof typeof RUNES;

export function isRuneId(value: string): value is RuneId {
  return Object.hasOwn(RUNES, value);
}
