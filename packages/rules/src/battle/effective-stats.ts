import { MAX_EFFECT_CHANCE, type EffectDef, type EffectKind } from '../content/effects.ts';
import type { BattleCreature, BattleState } from './battle-types.ts';

/** The passive effects of an ability list, grouped by kind (cached: ability lists never change). */
const passiveIndex = new WeakMap<readonly EffectDef[], ReadonlyMap<EffectKind, readonly EffectDef[]>>();

function passivesOf(abilities: readonly EffectDef[], kind: EffectKind): readonly EffectDef[] {
  let index = passiveIndex.get(abilities);
  if (!index) {
    const byKind = new Map<EffectKind, EffectDef[]>();
    for (const e of abilities) {
      if (e.trigger !== 'passive') continue;
      const list = byKind.get(e.kind);
      if (list) list.push(e);
      else byKind.set(e.kind, [e]);
    }
    index = byKind;
    passiveIndex.set(abilities, index);
  }
  return index.get(kind) ?? NONE;
}

const NONE: readonly EffectDef[] = [];

/** True when a passive effect of `owner` reaches `target` (see EFFECT_TARGETS). */
function passiveReaches(effect: EffectDef, owner: BattleCreature, target: BattleCreature): boolean {
  switch (effect.target) {
    case 'self':
      return owner.id === target.id;
    case 'ally':
      return owner.team === target.team;
    case 'enemy':
      return owner.team !== target.team;
    case 'all':
      return true;
  }
}

/** The contributions of one kind acting on a creature now, folded in one pass. */
interface Fold {
  add: number;
  mul: number;
  chance: number;
  sum: number;
  min: number;
}

/** Reused by `fold` (read at once by its callers): saves an allocation per lookup. */
const scratch: Fold = { add: 0, mul: 1, chance: 0, sum: 0, min: 1 };

function take(value: number, op: 'add' | 'multiply', chance: number | undefined): void {
  if (op === 'add') scratch.add += value;
  else scratch.mul *= value;
  scratch.chance += chance ?? 1;
  scratch.sum += value;
  if (value < scratch.min) scratch.min = value;
}

/**
 * Folds every contribution of `kind` acting on `target` now: its own passives, the passives of
 * living aura sources (creatures whose passives reach others) that reach it, and its statuses.
 */
function fold(state: BattleState, target: BattleCreature, kind: EffectKind): Fold {
  scratch.add = 0;
  scratch.mul = 1;
  scratch.chance = 0;
  scratch.sum = 0;
  scratch.min = 1;
  for (const e of passivesOf(target.abilities, kind)) if (e.target !== 'enemy') take(e.value, e.op, e.chance);
  for (const i of state.auraSources) {
    const owner = state.creatures[i];
    if (!owner || owner === target || owner.health <= 0) continue;
    for (const e of passivesOf(owner.abilities, kind)) {
      if (e.target !== 'self' && passiveReaches(e, owner, target)) take(e.value, e.op, e.chance);
    }
  }
  for (const s of target.effects) if (s.kind === kind && s.movesRemain > 0) take(s.value, s.op, s.chance);
  return scratch;
}

/** Indices of the creatures whose passives reach other creatures (auras), for `BattleState.auraSources`. */
export function findAuraSources(creatures: readonly BattleCreature[]): number[] {
  const out: number[] = [];
  creatures.forEach((c, i) => {
    if (c.abilities.some((e) => e.trigger === 'passive' && e.target !== 'self')) out.push(i);
  });
  return out;
}

/** `base` with the additions, then the multipliers, of `kind` acting on `target`; never below 0. */
export function modifiedStat(
  state: BattleState,
  target: BattleCreature,
  kind: 'attack' | 'defence',
  base: number,
): number {
  const f = fold(state, target, kind);
  return Math.max(0, (base + f.add) * f.mul);
}

export function effectiveAttack(state: BattleState, c: BattleCreature): number {
  return modifiedStat(state, c, 'attack', c.attack);
}

export function effectiveDefence(state: BattleState, c: BattleCreature): number {
  return modifiedStat(state, c, 'defence', c.defence);
}

/** The chance of a chance-based property (block, hammer, luck, shadow): summed, capped at 0.75. */
export function propertyChance(
  state: BattleState,
  c: BattleCreature,
  kind: 'block' | 'hammer' | 'luck' | 'shadow',
): number {
  return Math.min(MAX_EFFECT_CHANCE, fold(state, c, kind).chance);
}

/** Summed `value` of a kind (luck's extra critical multiplier, lifesteal's share). */
export function propertySum(state: BattleState, c: BattleCreature, kind: 'luck' | 'lifesteal'): number {
  return Math.max(0, fold(state, c, kind).sum);
}

/** The share of damage a blocked blow still deals: the best (lowest) block value, 0 to 1. */
export function blockShare(state: BattleState, c: BattleCreature): number {
  return Math.max(0, fold(state, c, 'block').min);
}

/** True while the creature has a frozen status with moves remaining (§4). */
export function isFrozen(c: BattleCreature): boolean {
  return c.effects.some((e) => e.kind === 'freeze' && e.movesRemain > 0);
}

/** A creature can act now when it lives, is not frozen and has not acted this round. */
export function canAct(c: BattleCreature): boolean {
  return c.health > 0 && !c.acted && !isFrozen(c);
}
