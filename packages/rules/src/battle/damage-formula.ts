/**
 * The damage formula (pure, no randomness). A blow of attack A against defence D deals
 * A² / (A + D) × level factor × roll:
 * - A² / (A + D): equal attack and defence halve the blow; defence never makes it zero; doubling
 *   both doubles it, so the formula holds from stair 1 to stair 5000;
 * - level factor 1 + 0.03 per level of difference, kept within [0.7, 1.5];
 * - roll: a uniform spread of ±10 % (DAMAGE_SPREAD).
 * A critical blow (luck) multiplies by CRITICAL_MULTIPLIER plus the attacker's luck value; a
 * blocked blow by the defender's block share; a hammer blow ignores defence.
 */
export const BASE_MISS_CHANCE = 0.05;
export const BASE_CRITICAL_CHANCE = 0.05;
export const CRITICAL_MULTIPLIER = 1.5;
export const DAMAGE_SPREAD = 0.1;
export const LEVEL_FACTOR_STEP = 0.03;

export function levelFactor(attackerLevel: number, defenderLevel: number): number {
  return Math.min(1.5, Math.max(0.7, 1 + LEVEL_FACTOR_STEP * (attackerLevel - defenderLevel)));
}

/** Damage before the roll and before critical or block multipliers. */
export function baseDamage(
  attack: number,
  defence: number,
  attackerLevel: number,
  defenderLevel: number,
): number {
  const a = Math.max(0, attack);
  const d = Math.max(0, defence);
  if (a + d === 0) return 0;
  return ((a * a) / (a + d)) * levelFactor(attackerLevel, defenderLevel);
}

/** The spread factor of a roll in [0, 1): from 1 − DAMAGE_SPREAD to 1 + DAMAGE_SPREAD. */
export function spreadFactor(roll: number): number {
  return 1 - DAMAGE_SPREAD + 2 * DAMAGE_SPREAD * roll;
}

/** Final damage of a landed blow: at least 1 unless a block stops it completely. */
export function finalDamage(raw: number, blockShareApplied: number | null): number {
  if (blockShareApplied !== null) return Math.max(0, Math.round(raw * blockShareApplied));
  return Math.max(1, Math.round(raw));
}
