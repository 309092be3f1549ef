import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heroCombatant } from '../battle/combatants.ts';
import { WARRIOR_CLASSES, type WarriorClass } from '../content/warrior-classes.ts';
import {
  checkExchange,
  EXCHANGE_SHARE,
  exchangeBonus,
  exchangeRefund,
  heroBaseStats,
} from './hero-exchange.ts';

const CLASSES = Object.keys(WARRIOR_CLASSES) as WarriorClass[];

describe('hero exchange (§9 transfers 25 %, §4 Ark refund)', () => {
  it('uses the battle combatant’s own base stats', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CLASSES),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 10 }),
        fc.record({ attack: fc.nat(50), defence: fc.nat(50), health: fc.nat(200) }),
        (warriorClass, level, rank, bonus) => {
          const hero = { warriorClass, level, rank, bonus };
          const c = heroCombatant({ ...hero, id: 1, imageId: 'x', forces: [], artifacts: [], skills: [] });
          expect(heroBaseStats(hero)).toEqual({ attack: c.attack, defence: c.defence, health: c.health });
        },
      ),
    );
  });

  it('gives the receiver 25 % of the donor’s stats, rounded down', () => {
    expect(EXCHANGE_SHARE).toBe(0.25);
    const donor = { warriorClass: 'human' as const, level: 1, rank: 1 };
    expect(exchangeBonus(donor)).toEqual({ attack: 3, defence: 2, health: 15 });
    const strong = {
      warriorClass: 'dragon' as const,
      level: 10,
      rank: 3,
      bonus: { attack: 4, defence: 0, health: 0 },
    };
    const s = heroBaseStats(strong);
    expect(exchangeBonus(strong)).toEqual({
      attack: Math.floor(s.attack / 4),
      defence: Math.floor(s.defence / 4),
      health: Math.floor(s.health / 4),
    });
  });

  it('returns the spent tokens of an Ark donor only', () => {
    expect(exchangeRefund({ warriorClass: 'ark', spentTokens: 300 })).toEqual({ EVENT_CURRENCY: 300 });
    expect(exchangeRefund({ warriorClass: 'dragon', spentTokens: 300 })).toEqual({});
  });

  it('refuses the same hero and the player’s own character', () => {
    expect(checkExchange(1, 1, false)).toBe('EXCHANGE_SAME_HERO');
    expect(checkExchange(1, 2, true)).toBe('HERO_NOT_EXCHANGEABLE');
    expect(checkExchange(2, 1, false)).toBeNull();
  });
});
