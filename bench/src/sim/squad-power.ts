import { heroCombatant, type HeroLoadout } from '@rol/rules/battle/combatants';
import type { CombatantInit } from '@rol/rules/battle/battle-types';
import type { EffectDef } from '@rol/rules/content/effects';

/** The guard the power is measured against: one average member's attack and defence. */
export interface PowerReference {
  attack: number;
  defence: number;
}

/** Rounds a road battle lasts, roughly: how long heals and poisons keep working. */
const ROUNDS = 8;

interface Mods {
  add: number;
  mul: number;
}

function statMods(
  abilities: readonly EffectDef[],
  kind: 'attack' | 'defence' | 'health',
  ally: boolean,
): Mods {
  const m: Mods = { add: 0, mul: 1 };
  for (const e of abilities) {
    if (e.kind !== kind || e.trigger !== 'passive') continue;
    if (ally ? e.target !== 'ally' : e.target !== 'self') continue;
    if (e.op === 'add') m.add += e.value;
    else m.mul *= e.value;
  }
  return m;
}

function chanceOf(
  abilities: readonly EffectDef[],
  kind: EffectDef['kind'],
): { chance: number; value: number } {
  let chance = 0;
  let value = 0;
  for (const e of abilities) {
    if (e.kind !== kind || e.trigger !== 'passive' || e.target === 'enemy') continue;
    chance += e.chance ?? 1;
    value = kind === 'block' ? Math.min(value === 0 ? 1 : value, e.value) : value + e.value;
  }
  return { chance: Math.min(0.75, chance), value };
}

/** Extra damage per blow of the on-hit effects (poison, fire, debuffs, freeze as a share of a blow). */
function onHitWorth(abilities: readonly EffectDef[], attack: number, blow: number): number {
  let extra = 0;
  for (const e of abilities) {
    if (e.trigger !== 'onHit') continue;
    const p = e.chance ?? 1;
    const spread = e.target === 'all' ? 2 : 1;
    if (e.kind === 'poison') extra += p * e.value * Math.max(1, e.duration);
    else if (e.kind === 'fire')
      extra += p * spread * (e.op === 'multiply' ? e.value * attack : e.value) * (1 + e.duration);
    else if (e.kind === 'freeze') extra += p * blow * 0.5 * Math.max(1, e.duration);
    else if ((e.kind === 'attack' || e.kind === 'defence') && e.op === 'multiply')
      extra += p * blow * (1 - e.value) * 0.5;
  }
  return extra;
}

/**
 * A quick estimate of a squad's strength against a guard (no battle is played): the squad's total
 * damage per round times its total effective health (Lanchester's square law), each hero's numbers
 * from the damage formula A²/(A + D) with its forces, artifacts and skills. Used by simulated
 * players to rank upgrades by power gained per gold; the battles themselves use the engine.
 */
export function squadPower(heroes: readonly HeroLoadout[], ref: PowerReference): number {
  const inits: CombatantInit[] = heroes.map((h) => heroCombatant(h));
  const allAbilities = inits.flatMap((c) => c.abilities);
  const allyAtk = statMods(allAbilities, 'attack', true);
  const allyDef = statMods(allAbilities, 'defence', true);
  const allyHp = statMods(allAbilities, 'health', true);
  const enemyAtk = Math.max(1, ref.attack);
  let offence = 0;
  let toughness = 0;
  for (const c of inits) {
    const ab = c.abilities;
    const atkM = statMods(ab, 'attack', false);
    const defM = statMods(ab, 'defence', false);
    const hpM = statMods(ab, 'health', false);
    const attack = (c.attack + atkM.add + allyAtk.add) * atkM.mul * allyAtk.mul;
    const defence = (c.defence + defM.add + allyDef.add) * defM.mul * allyDef.mul;
    const health = (c.health + hpM.add + allyHp.add) * hpM.mul * allyHp.mul;
    let blow = (attack * attack) / Math.max(1, attack + ref.defence);
    const luck = chanceOf(ab, 'luck');
    const hammer = chanceOf(ab, 'hammer');
    blow *= 1 + luck.chance * (0.5 + luck.value);
    blow *= 1 + (hammer.chance * ref.defence) / Math.max(1, attack + ref.defence);
    let tough = (health * (enemyAtk + defence)) / enemyAtk;
    const shadow = chanceOf(ab, 'shadow');
    const block = chanceOf(ab, 'block');
    tough /= 1 - shadow.chance;
    tough /= 1 - block.chance * (1 - block.value);
    for (const e of ab) {
      if (e.kind === 'immortality' && e.trigger === 'passive') tough += e.value * enemyAtk;
      if (e.kind === 'resurrection' && e.trigger === 'onDeath') tough *= 1 + (e.chance ?? 1) * e.value;
      if (e.kind === 'lifesteal' && e.trigger === 'passive') tough += e.value * blow * ROUNDS;
      if (e.kind === 'heal' && e.trigger === 'onTurnStart') {
        const amount = e.op === 'multiply' ? e.value * health : e.value;
        tough += amount * ROUNDS * (e.target === 'ally' ? heroes.length : 1);
      }
    }
    offence += blow + onHitWorth(ab, attack, blow);
    toughness += tough;
  }
  return offence * toughness;
}
