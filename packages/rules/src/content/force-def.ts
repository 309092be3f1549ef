import type { EffectDef } from './effects.ts';
import type { ResourceAmounts } from './resources.ts';
import type { WarriorClass } from './warrior-classes.ts';

/**
 * A force (§3 forcesV2, "gift"): a leveled ability tied to a warrior class. It is studied (rank 1),
 * then improved rank by rank to `maxRank` (§4); each step takes time and resources growing with
 * the rank.
 */
export interface ForceDef {
  warriorClass: WarriorClass;
  maxRank: number;
  /** Hero rank needed to study it; for classes that cannot rank up, one of the fixed ranks 2 to 5. */
  learnRank: number;
  /** Effects at force rank 1; their `valuePerLevel` and `chancePerLevel` add for every further rank. */
  effects: readonly EffectDef[];
  /** Seconds and price of studying (the step to rank 1); each further rank multiplies both by `growth`. */
  studySeconds: number;
  studyCost: ResourceAmounts;
  growth: number;
}

/** Step costs by hero tier: usual heroes are cheap and quick, the Ark line slow and dear. */
const STEP_BASE = {
  usual: { studySeconds: 600, studyCost: { GOLD: 200 }, growth: 1.6 },
  elite: { studySeconds: 1800, studyCost: { GOLD: 600, CRYSTAL: 5 }, growth: 1.65 },
  ark: { studySeconds: 3600, studyCost: { GOLD: 1500, CRYSTAL: 20 }, growth: 1.45 },
} as const;

/** Shorthand for a force declaration in the content tables. */
export function force(
  warriorClass: WarriorClass,
  learnRank: number,
  maxRank: number,
  effects: readonly EffectDef[],
  step: keyof typeof STEP_BASE = 'usual',
): ForceDef {
  const base = STEP_BASE[step];
  return { warriorClass, learnRank, maxRank, effects, ...base };
}
