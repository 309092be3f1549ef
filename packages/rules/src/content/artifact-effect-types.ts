import { chanceProperty, effect, onHitStatus, statBonus, statPercent } from './effect-builders.ts';
import type { EffectDef } from './effects.ts';

/** §3 artifact effect types. */
export const ARTIFACT_EFFECT_TYPES = [
  'attack',
  'defence',
  'attack_defence',
  'health',
  'koschey_attack',
  'koschey_defence',
  'poison',
  'resurrection',
  'hammer',
  'gorgon',
  'fire',
  'shadow_enforce',
  'inkub',
  'sukkub',
  'witch',
] as const;
export type ArtifactEffectType = (typeof ARTIFACT_EFFECT_TYPES)[number];

/** §5: amulets are artifacts whose effect is not attack, defence, attack_defence or health. */
const PLAIN_EFFECT_TYPES: readonly ArtifactEffectType[] = ['attack', 'defence', 'attack_defence', 'health'];

export function isAmuletEffectType(effectType: ArtifactEffectType): boolean {
  return !PLAIN_EFFECT_TYPES.includes(effectType);
}

export function isArtifactEffectType(value: string): value is ArtifactEffectType {
  return (ARTIFACT_EFFECT_TYPES as readonly string[]).includes(value);
}

/**
 * What each effect type does, as generic effects at artifact level 1 (each level adds the
 * `valuePerLevel`/`chancePerLevel`). Koschey the Deathless: a strong stat plus a charge of
 * immortality; gorgon: a petrifying (freezing) gaze; inkub: charms the struck enemy, weakening its
 * attack; sukkub: drinks life from every blow; witch: hexes the struck enemy's defence.
 */
export const ARTIFACT_EFFECTS = {
  attack: [statBonus('attack', 4, 2)],
  defence: [statBonus('defence', 3, 2)],
  attack_defence: [statBonus('attack', 2, 1), statBonus('defence', 2, 1)],
  health: [statBonus('health', 15, 8)],
  koschey_attack: [statPercent('attack', 0.08, 0.02), effect('immortality', 'passive', 1)],
  koschey_defence: [statPercent('defence', 0.08, 0.02), effect('immortality', 'passive', 1)],
  poison: [onHitStatus('poison', 3, 3, 0.3, { perLevel: 1, chancePerLevel: 0.01 })],
  resurrection: [effect('resurrection', 'onDeath', 0.4, { chance: 0.25, chancePerLevel: 0.03 })],
  hammer: [chanceProperty('hammer', 0.1, 0.02)],
  gorgon: [onHitStatus('freeze', 0, 2, 0.1, { chancePerLevel: 0.015 })],
  fire: [effect('fire', 'onHit', 4, { target: 'enemy', duration: 2, chance: 0.3, perLevel: 2 })],
  shadow_enforce: [chanceProperty('shadow', 0.08, 0.015)],
  inkub: [onHitStatus('attack', 0.85, 2, 0.3, { op: 'multiply', perLevel: -0.01 })],
  sukkub: [effect('lifesteal', 'passive', 0.1, { perLevel: 0.02 })],
  witch: [onHitStatus('defence', 0.85, 2, 0.3, { op: 'multiply', perLevel: -0.01 })],
} as const satisfies Record<ArtifactEffectType, readonly EffectDef[]>;
