import { canRankUp, WARRIOR_CLASSES, type HeroTier, type WarriorClass } from '../content/warrior-classes.ts';

/** §3 card types. */
export const CARD_TYPES = ['elephant', 'snake', 'eagle', 'mouse', 'ark', 'evolution'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export function isCardType(value: string): value is CardType {
  return (CARD_TYPES as readonly string[]).includes(value);
}

/** Cards that finish a running step at once, and the hero tiers each works on (§5 "a card works only on certain heroes"). */
export const FINISHING_CARD_TIERS = {
  mouse: ['usual'],
  snake: ['legendary'],
  eagle: ['mythical'],
  elephant: ['supreme'],
  evolution: ['usual', 'legendary', 'mythical', 'supreme'],
} as const satisfies Record<Exclude<CardType, 'ark'>, readonly HeroTier[]>;

/** An Ark card raises a rankable hero's rank cap by ARK_CARD_RANK_BONUS (§9); a hero takes at most this many. */
export const MAX_ARK_CARDS_PER_HERO = 1;

export function isFinishingCard(card: CardType): card is Exclude<CardType, 'ark'> {
  return card !== 'ark';
}

/** What a card needs to know of a hero. */
export interface CardHero {
  warriorClass: WarriorClass;
  arkCards: number;
}

/** True when `card` may be used on `hero` at all (for a finishing card, a running step is needed too). */
export function cardSuits(card: CardType, hero: CardHero): boolean {
  if (card === 'ark') return canRankUp(hero.warriorClass) && hero.arkCards < MAX_ARK_CARDS_PER_HERO;
  const tiers: readonly HeroTier[] = FINISHING_CARD_TIERS[card];
  return tiers.includes(WARRIOR_CLASSES[hero.warriorClass].tier);
}

/**
 * Why `card` cannot be used on `hero` now, or null: NO_SUITABLE_HEROES_FOR_CARD when the card does
 * not work on the hero; UPGRADE_NOT_FOUND when a finishing card meets a hero with no running step.
 */
export function checkCardUse(
  card: CardType,
  hero: CardHero,
  hasRunningStep: boolean,
): 'NO_SUITABLE_HEROES_FOR_CARD' | 'UPGRADE_NOT_FOUND' | null {
  if (!cardSuits(card, hero)) return 'NO_SUITABLE_HEROES_FOR_CARD';
  if (isFinishingCard(card) && !hasRunningStep) return 'UPGRADE_NOT_FOUND';
  return null;
}

/**
 * The heroes the UI offers for `card`. A hero given with `hasRunningStep` is offered for a finishing
 * card only when it has a running step.
 */
export function suitableHeroes<H extends CardHero & { hasRunningStep?: boolean }>(
  card: CardType,
  heroes: readonly H[],
): H[] {
  return heroes.filter((h) => cardSuits(card, h) && (!isFinishingCard(card) || h.hasRunningStep !== false));
}
