import { emit, type BattleContext } from './battle-context.ts';
import type { BattleCreature } from './battle-types.ts';
import {
  BASE_CRITICAL_CHANCE,
  BASE_MISS_CHANCE,
  baseDamage,
  CRITICAL_MULTIPLIER,
  finalDamage,
  spreadFactor,
} from './damage-formula.ts';
import { dealDamage, fireTrigger, heal } from './effect-engine.ts';
import {
  blockShare,
  effectiveAttack,
  effectiveDefence,
  propertyChance,
  propertySum,
} from './effective-stats.ts';

/**
 * One blow of `attacker` on `defender`, in this order: miss, shadow (evasion), hammer (ignores
 * defence), critical (luck), block, damage (immortality, death), lifesteal, then the attacker's
 * on-hit and the defender's on-hit-taken effects. The attacker is marked as having acted.
 */
export function resolveHit(ctx: BattleContext, attacker: BattleCreature, defender: BattleCreature): void {
  attacker.acted = true;
  const { state, rng } = ctx;
  if (rng.chance(BASE_MISS_CHANCE)) {
    emit(ctx, {
      kind: 'miss',
      sourceId: attacker.id,
      targetId: defender.id,
      amount: 0,
      healthAfter: defender.health,
    });
    return;
  }
  if (rng.chance(propertyChance(state, defender, 'shadow'))) {
    emit(ctx, {
      kind: 'shadow',
      sourceId: attacker.id,
      targetId: defender.id,
      amount: 0,
      healthAfter: defender.health,
    });
    return;
  }
  const hammer = rng.chance(propertyChance(state, attacker, 'hammer'));
  if (hammer)
    emit(ctx, {
      kind: 'hammer',
      sourceId: attacker.id,
      targetId: defender.id,
      amount: 0,
      healthAfter: defender.health,
    });
  const attack = effectiveAttack(state, attacker);
  const defence = hammer ? 0 : effectiveDefence(state, defender);
  let raw = baseDamage(attack, defence, attacker.level, defender.level) * spreadFactor(rng.float());
  const critical = rng.chance(BASE_CRITICAL_CHANCE + propertyChance(state, attacker, 'luck'));
  if (critical) raw *= CRITICAL_MULTIPLIER + propertySum(state, attacker, 'luck');
  const blocked = rng.chance(propertyChance(state, defender, 'block'));
  const damage = finalDamage(raw, blocked ? blockShare(state, defender) : null);
  dealDamage(ctx, defender, damage, blocked ? 'block' : critical ? 'critical' : 'hit', attacker.id);
  if (damage <= 0) return;
  const steal = propertySum(state, attacker, 'lifesteal');
  if (steal > 0) heal(ctx, attacker, damage * steal, 'lifesteal', attacker.id);
  if (attacker.health > 0) fireTrigger(ctx, attacker, 'onHit', defender);
  if (defender.health > 0) fireTrigger(ctx, defender, 'onHitTaken', attacker);
}
