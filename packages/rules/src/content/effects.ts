/**
 * Effects as generic data (docs/architecture.md, "Game state"), in the style of Wesnoth's weapon specials and VCMI's bonus
 * system: every artifact, force, skill, consumable, rune and monster ability is a list of these,
 * and one battle engine (`battle/effect-engine.ts`) interprets them. No effect has its own code path
 * outside that engine.
 *
 * How each kind reads its numbers (`value`, `op`, `chance`, `duration`):
 * - attack, defence: stat modifier; `add` adds points, `multiply` multiplies (0.8 = −20 %).
 *   Passive → always on for the targets; triggered with a duration → a timed status on the targets.
 * - health: max-health modifier at battle start (`add` points or `multiply`).
 * - heal: restores `value` health (`add`) or `value` × max health (`multiply`), never above max.
 * - poison: a status dealing `value` damage at the start of each round while it lasts.
 * - fire: `value` damage at once (`multiply`: × the source's attack); with a duration it also burns
 *   for `value` per round like poison.
 * - freeze: a status; a frozen unit cannot act while its frozen effect has moves remaining.
 * - resurrection: brings a dead unit back with `value` × max health (`chance` when on death).
 * - immortality: `value` charges; a blow that would kill leaves the unit at 1 health and uses one.
 * - block: `chance` to block a blow; a blocked blow deals damage × `value` (0 = nothing).
 * - hammer: `chance` that a blow ignores the defender's defence.
 * - luck: `chance` of a critical blow; a critical deals damage × (1.5 + `value`).
 * - shadow: `chance` to evade a blow completely.
 * - lifesteal: heals the striker by `value` × the damage dealt.
 */
export const EFFECT_KINDS = [
  'attack',
  'defence',
  'health',
  'heal',
  'poison',
  'fire',
  'freeze',
  'resurrection',
  'immortality',
  'block',
  'hammer',
  'luck',
  'shadow',
  'lifesteal',
] as const;
export type EffectKind = (typeof EFFECT_KINDS)[number];

/**
 * Kinds whose `chance` is the probability of the property itself (e.g. shadow: the chance to evade
 * each blow), not of the effect being put on its target.
 */
export const CHANCE_PROPERTY_KINDS = [
  'block',
  'hammer',
  'luck',
  'shadow',
] as const satisfies readonly EffectKind[];

export function isChancePropertyKind(kind: EffectKind): boolean {
  return (CHANCE_PROPERTY_KINDS as readonly EffectKind[]).includes(kind);
}

export const EFFECT_OPS = ['add', 'multiply'] as const;
export type EffectOp = (typeof EFFECT_OPS)[number];

/**
 * Whom an effect reaches, relative to its owner. For `onHit` and `onHitTaken`, `enemy` is the other
 * side of that blow (the defender, or the attacker) and `all` is every living enemy; otherwise
 * `enemy` is every living enemy and `all` every living unit. `ally` is every living unit of the
 * owner's team, the owner included. For consumables the owner is the user: `self` is the chosen
 * creature, `ally` the user's team, `enemy` the other team.
 */
export const EFFECT_TARGETS = ['self', 'ally', 'enemy', 'all'] as const;
export type EffectTarget = (typeof EFFECT_TARGETS)[number];

/**
 * When an effect acts. `passive`: always, while the owner lives. `onBattleStart`: once, when the
 * battle begins. `onTurnStart`: at the start of every round. `onHit`: after the owner lands a blow.
 * `onHitTaken`: after the owner takes a blow. `onDeath`: when the owner dies. `onUse`: when a
 * consumable or rune is used.
 */
export const EFFECT_TRIGGERS = [
  'passive',
  'onBattleStart',
  'onTurnStart',
  'onHit',
  'onHitTaken',
  'onDeath',
  'onUse',
] as const;
export type EffectTrigger = (typeof EFFECT_TRIGGERS)[number];

export interface EffectDef {
  kind: EffectKind;
  value: number;
  op: EffectOp;
  /** Moves (rounds) a triggered effect lasts as a status; 0 = instant or, for passives, always. */
  duration: number;
  target: EffectTarget;
  trigger: EffectTrigger;
  /** Probability that a triggered or chance-based effect fires; 1 when absent. */
  chance?: number;
  /** Added to `value` for every level (artifacts) or rank (forces) above the first. */
  valuePerLevel?: number;
  /** Added to `chance` for every level or rank above the first (the sum is capped at 0.75). */
  chancePerLevel?: number;
}

/** Highest probability any single chance-based effect reaches through levels. */
export const MAX_EFFECT_CHANCE = 0.75;

export function isEffectKind(value: string): value is EffectKind {
  return (EFFECT_KINDS as readonly string[]).includes(value);
}

/** The effect as it acts at `level` (1 = as declared). */
export function scaleEffect(effect: EffectDef, level: number): EffectDef {
  const steps = Math.max(0, Math.floor(level) - 1);
  if (steps === 0) return effect;
  const scaled: EffectDef = { ...effect, value: round4(effect.value + (effect.valuePerLevel ?? 0) * steps) };
  if (effect.chance !== undefined) {
    scaled.chance = Math.min(MAX_EFFECT_CHANCE, round4(effect.chance + (effect.chancePerLevel ?? 0) * steps));
  }
  return scaled;
}

/** A problem with one effect declaration, or null when it is well formed. */
export function checkEffect(effect: EffectDef): string | null {
  if (!isEffectKind(effect.kind)) return `unknown effect kind ${String(effect.kind)}`;
  if (!(EFFECT_OPS as readonly string[]).includes(effect.op)) return `unknown op ${effect.op}`;
  if (!(EFFECT_TARGETS as readonly string[]).includes(effect.target))
    return `unknown target ${effect.target}`;
  if (!(EFFECT_TRIGGERS as readonly string[]).includes(effect.trigger))
    return `unknown trigger ${effect.trigger}`;
  if (!Number.isFinite(effect.value)) return 'value is not finite';
  if (!Number.isInteger(effect.duration) || effect.duration < 0) return 'duration must be a whole number ≥ 0';
  if (effect.chance !== undefined && (effect.chance <= 0 || effect.chance > 1))
    return 'chance must be in (0, 1]';
  if (effect.op === 'multiply' && effect.value < 0) return 'a multiplier cannot be negative';
  return null;
}

function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}
