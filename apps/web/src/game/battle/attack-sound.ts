/** §9 sound choice by attack power: under 50, 50 to 99, 100 and over. */
export type AttackSound = 'hit-light' | 'hit-medium' | 'hit-heavy';

export const MEDIUM_ATTACK_POWER = 50;
export const HEAVY_ATTACK_POWER = 100;

/** The blow's sound for the striker's attack power (anything not a number is a light blow). */
export function attackSound(power: number): AttackSound {
  if (!(power >= MEDIUM_ATTACK_POWER)) return 'hit-light';
  return power < HEAVY_ATTACK_POWER ? 'hit-medium' : 'hit-heavy';
}
