import { describe, expect, it } from 'vitest';
import { canRankUp, WARRIOR_CLASSES, type WarriorClass } from '../content/warrior-classes.ts';
import { CARD_TYPES, cardSuits, checkCardUse, MAX_ARK_CARDS_PER_HERO, suitableHeroes } from './cards.ts';

const hero = (warriorClass: WarriorClass, arkCards = 0) => ({ warriorClass, arkCards });

describe('cards (§3, §5 "a card works only on certain heroes")', () => {
  it('matches each finishing card to its tier', () => {
    expect(cardSuits('mouse', hero('human'))).toBe(true);
    expect(cardSuits('mouse', hero('dragon'))).toBe(false);
    expect(cardSuits('snake', hero('dragon'))).toBe(true);
    expect(cardSuits('snake', hero('titan'))).toBe(false);
    expect(cardSuits('eagle', hero('titan'))).toBe(true);
    expect(cardSuits('eagle', hero('archangel'))).toBe(false);
    expect(cardSuits('elephant', hero('archangel'))).toBe(true);
    expect(cardSuits('elephant', hero('human'))).toBe(false);
  });

  it('lets evolution finish a step of any hero but an Ark one', () => {
    for (const c of Object.keys(WARRIOR_CLASSES) as WarriorClass[])
      expect(cardSuits('evolution', hero(c)), c).toBe(WARRIOR_CLASSES[c].tier !== 'ark');
  });

  it('gives an Ark card only to rankable heroes, once each', () => {
    expect(MAX_ARK_CARDS_PER_HERO).toBe(1);
    for (const c of Object.keys(WARRIOR_CLASSES) as WarriorClass[])
      expect(cardSuits('ark', hero(c)), c).toBe(canRankUp(c));
    expect(cardSuits('ark', hero('human', 1))).toBe(false);
  });

  it('needs a running step for a finishing card, none for an Ark card', () => {
    expect(checkCardUse('mouse', hero('human'), true)).toBeNull();
    expect(checkCardUse('mouse', hero('human'), false)).toBe('UPGRADE_NOT_FOUND');
    expect(checkCardUse('mouse', hero('dragon'), true)).toBe('NO_SUITABLE_HEROES_FOR_CARD');
    expect(checkCardUse('ark', hero('human'), false)).toBeNull();
    expect(checkCardUse('ark', hero('titan'), false)).toBe('NO_SUITABLE_HEROES_FOR_CARD');
    expect(checkCardUse('ark', hero('human', 1), false)).toBe('NO_SUITABLE_HEROES_FOR_CARD');
  });

  it('lists the suitable heroes for the UI', () => {
    const heroes = [
      { id: 1, ...hero('human'), hasRunningStep: true },
      { id: 2, ...hero('beast'), hasRunningStep: false },
      { id: 3, ...hero('dragon'), hasRunningStep: true },
      { id: 4, ...hero('ark', 1) },
    ];
    expect(suitableHeroes('mouse', heroes).map((h) => h.id)).toEqual([1]);
    expect(suitableHeroes('evolution', heroes).map((h) => h.id)).toEqual([1, 3]);
    expect(suitableHeroes('ark', heroes).map((h) => h.id)).toEqual([1, 2, 3]);
    for (const card of CARD_TYPES) expect(suitableHeroes(card, [])).toEqual([]);
  });
});
