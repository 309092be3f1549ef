import { heroBaseStats } from '../battle/combatants.ts';
import type { ResourceAmounts } from '../content/resources.ts';
import { WARRIOR_CLASSES, type WarriorClass } from '../content/warrior-classes.ts';

/** The same numbers as the battle combatant's attack, defence and health (battle/combatants.ts). */
export { heroBaseStats };

/** §9: a hero exchange gives the receiver this share of the donor's stats. */
export const EXCHANGE_SHARE = 0.25;

/**
 * What the receiver gains when `donor` is given away: 25 % of the donor's base stats (class at its
 * level, rank, its own bonus), each rounded down. It adds to the receiver's `bonus`.
 */
export function exchangeBonus(donor: {
  warriorClass: WarriorClass;
  level: number;
  rank: number;
  bonus?: { attack: number; defence: number; health: number };
}): { attack: number; defence: number; health: number } {
  const s = heroBaseStats(donor);
  return {
    attack: Math.floor(s.attack * EXCHANGE_SHARE),
    defence: Math.floor(s.defence * EXCHANGE_SHARE),
    health: Math.floor(s.health * EXCHANGE_SHARE),
  };
}

/** §4 "the Ark hero exchange returns the spent tokens": an Ark donor refunds its tokens, others nothing. */
export function exchangeRefund(donor: { warriorClass: WarriorClass; spentTokens: number }): ResourceAmounts {
  if (WARRIOR_CLASSES[donor.warriorClass].tier !== 'ark') return {};
  return { EVENT_CURRENCY: Math.max(0, Math.floor(donor.spentTokens)) };
}

/**
 * Why the donor cannot be given to the receiver, or null: the same hero on both sides, or the
 * player's own starter character (it is the player and cannot be given away).
 */
export function checkExchange(
  donorId: number,
  receiverId: number,
  donorIsOwnCharacter: boolean,
): 'EXCHANGE_SAME_HERO' | 'HERO_NOT_EXCHANGEABLE' | null {
  if (donorId === receiverId) return 'EXCHANGE_SAME_HERO';
  if (donorIsOwnCharacter) return 'HERO_NOT_EXCHANGEABLE';
  return null;
}
