import type { EffectDef, EffectKind, EffectOp, EffectTarget, EffectTrigger } from './effects.ts';

/** Optional parts of an effect declaration. */
export interface EffectOptions {
  op?: EffectOp;
  duration?: number;
  target?: EffectTarget;
  chance?: number;
  perLevel?: number;
  chancePerLevel?: number;
}

/** Shorthand for one effect declaration in the content tables. */
export function effect(
  kind: EffectKind,
  trigger: EffectTrigger,
  value: number,
  options: EffectOptions = {},
): EffectDef {
  const def: EffectDef = {
    kind,
    value,
    op: options.op ?? 'add',
    duration: options.duration ?? 0,
    target: options.target ?? 'self',
    trigger,
  };
  if (options.chance !== undefined) def.chance = options.chance;
  if (options.perLevel !== undefined) def.valuePerLevel = options.perLevel;
  if (options.chancePerLevel !== undefined) def.chancePerLevel = options.chancePerLevel;
  return def;
}

/** A passive stat bonus of the owner: `attack`, `defence` or `health` points. */
export function statBonus(kind: 'attack' | 'defence' | 'health', value: number, perLevel = 0): EffectDef {
  return effect(kind, 'passive', value, { perLevel });
}

/** A passive percentage bonus (`multiply`), e.g. 0.1 → ×1.1, for the owner or the whole team. */
export function statPercent(
  kind: 'attack' | 'defence' | 'health',
  percent: number,
  perLevel = 0,
  target: EffectTarget = 'self',
): EffectDef {
  return effect(kind, 'passive', 1 + percent, { op: 'multiply', perLevel, target });
}

/** A passive chance-based property of the owner: block, hammer, luck or shadow. */
export function chanceProperty(
  kind: 'block' | 'hammer' | 'luck' | 'shadow',
  chance: number,
  chancePerLevel: number,
  value = 0,
): EffectDef {
  return effect(kind, 'passive', value, { chance, chancePerLevel });
}

/** A status put on the struck enemy after the owner's blow lands. */
export function onHitStatus(
  kind: EffectKind,
  value: number,
  duration: number,
  chance: number,
  options: Omit<EffectOptions, 'duration' | 'chance'> = {},
): EffectDef {
  return effect(kind, 'onHit', value, { target: 'enemy', ...options, duration, chance });
}
