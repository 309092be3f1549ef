import { findCreature } from './battle-context.ts';
import type { BattleError, BattleState } from './battle-types.ts';
import {
  BASE_CRITICAL_CHANCE,
  BASE_MISS_CHANCE,
  baseDamage,
  CRITICAL_MULTIPLIER,
  DAMAGE_SPREAD,
  finalDamage,
} from './damage-formula.ts';
import {
  blockShare,
  effectiveAttack,
  effectiveDefence,
  propertyChance,
  propertySum,
} from './effective-stats.ts';

/** A preview of one blow (§7 battle/precalculate): what it can do, without changing anything. */
export interface HitPreview {
  attack: number;
  defence: number;
  /** Damage of an ordinary landed blow, lowest and highest roll. */
  damageMin: number;
  damageMax: number;
  /** Damage of a critical blow, lowest and highest roll. */
  criticalMin: number;
  criticalMax: number;
  /** Mean damage over every outcome (misses, evasions, hammers, criticals and blocks included). */
  damageExpected: number;
  missChance: number;
  shadowChance: number;
  hammerChance: number;
  criticalChance: number;
  blockChance: number;
  /** True when an ordinary blow at its lowest roll kills the defender. */
  killsSurely: boolean;
}

/** Previews `attackerId` hitting `defenderId`; the state is read only. */
export function precalculate(
  state: BattleState,
  attackerId: number,
  defenderId: number,
): { preview: HitPreview } | { error: BattleError } {
  const attacker = findCreature(state, attackerId);
  const defender = findCreature(state, defenderId);
  if (!attacker || !defender) return { error: 'CREATURE_NOT_FOUND' };
  if (attacker.team === defender.team) return { error: 'INVALID_TARGET' };
  if (attacker.health <= 0 || defender.health <= 0) return { error: 'CREATURE_DEAD' };

  const attack = effectiveAttack(state, attacker);
  const defence = effectiveDefence(state, defender);
  const normal = baseDamage(attack, defence, attacker.level, defender.level);
  const pierced = baseDamage(attack, 0, attacker.level, defender.level);
  const shadowChance = propertyChance(state, defender, 'shadow');
  const hammerChance = propertyChance(state, attacker, 'hammer');
  const criticalChance = Math.min(1, BASE_CRITICAL_CHANCE + propertyChance(state, attacker, 'luck'));
  const criticalFactor = CRITICAL_MULTIPLIER + propertySum(state, attacker, 'luck');
  const blockChance = propertyChance(state, defender, 'block');
  const share = blockShare(state, defender);

  let expected = 0;
  for (const [hammerP, raw] of [
    [1 - hammerChance, normal],
    [hammerChance, pierced],
  ] as const) {
    for (const [critP, critF] of [
      [1 - criticalChance, 1],
      [criticalChance, criticalFactor],
    ] as const) {
      const landed = raw * critF;
      expected +=
        hammerP *
        critP *
        ((1 - blockChance) * finalDamage(landed, null) + blockChance * finalDamage(landed, share));
    }
  }
  expected *= (1 - BASE_MISS_CHANCE) * (1 - shadowChance);

  const low = 1 - DAMAGE_SPREAD;
  const high = 1 + DAMAGE_SPREAD;
  const damageMin = finalDamage(normal * low, null);
  return {
    preview: {
      attack,
      defence,
      damageMin,
      damageMax: finalDamage(normal * high, null),
      criticalMin: finalDamage(normal * low * criticalFactor, null),
      criticalMax: finalDamage(normal * high * criticalFactor, null),
      damageExpected: Math.round(expected * 10) / 10,
      missChance: BASE_MISS_CHANCE,
      shadowChance,
      hammerChance,
      criticalChance,
      blockChance,
      killsSurely: damageMin >= defender.health && defender.immortality === 0,
    },
  };
}
