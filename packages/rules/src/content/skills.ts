import type { EffectDef } from './effects.ts';

/** §3 skill types. */
export const SKILL_TYPES = ['attack', 'defence', 'health', 'poison', 'immortality'] as const;
export type SkillType = (typeof SKILL_TYPES)[number];

/**
 * A skill: points a hero collects (e.g. from SKILL places on the road), `valueCurrent` of at most
 * `valueTotal`. Its effect is `effect` with `value` = valueCurrent × `valuePerPoint`.
 */
export interface SkillDef {
  effect: Omit<EffectDef, 'value'>;
  valuePerPoint: number;
  /** Highest valueTotal a hero can reach in this skill. */
  maxTotal: number;
}

export const SKILLS = {
  attack: {
    effect: { kind: 'attack', op: 'add', duration: 0, target: 'self', trigger: 'passive' },
    valuePerPoint: 1,
    maxTotal: 500,
  },
  defence: {
    effect: { kind: 'defence', op: 'add', duration: 0, target: 'self', trigger: 'passive' },
    valuePerPoint: 1,
    maxTotal: 500,
  },
  health: {
    effect: { kind: 'health', op: 'add', duration: 0, target: 'self', trigger: 'passive' },
    valuePerPoint: 5,
    maxTotal: 500,
  },
  poison: {
    effect: { kind: 'poison', op: 'add', duration: 2, target: 'enemy', trigger: 'onHit', chance: 0.25 },
    valuePerPoint: 1,
    maxTotal: 200,
  },
  immortality: {
    effect: { kind: 'immortality', op: 'add', duration: 0, target: 'self', trigger: 'passive' },
    valuePerPoint: 1,
    maxTotal: 3,
  },
} as const satisfies Record<SkillType, SkillDef>;

/** A hero's holding in one skill (§3). */
export interface SkillValue {
  skillType: SkillType;
  valueCurrent: number;
  valueTotal: number;
}

export function isSkillType(value: string): value is SkillType {
  return (SKILL_TYPES as readonly string[]).includes(value);
}

/** The effect a skill gives at `valueCurrent` points; none at 0. */
export function skillEffect(skillType: SkillType, valueCurrent: number): EffectDef | null {
  const def: SkillDef = SKILLS[skillType];
  const points = Math.max(0, Math.floor(valueCurrent));
  if (points === 0) return null;
  return { ...def.effect, value: points * def.valuePerPoint };
}
