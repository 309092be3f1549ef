import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chanceProperty, effect } from '../content/effect-builders.ts';
import type { BattleState } from './battle-types.ts';
import { baseDamage, finalDamage, levelFactor } from './damage-formula.ts';
import { precalculate, type HitPreview } from './precalculate.ts';
import { startBattle } from './start-battle.ts';
import { combatant, duelSetup } from '../../test/battle-fixtures.ts';

function preview(state: BattleState, a: number, d: number): HitPreview {
  const r = precalculate(state, a, d);
  if ('error' in r) throw new Error(r.error);
  return r.preview;
}

describe('damage formula', () => {
  it('grows with attack, shrinks with defence, scales with both, never reaches zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (a, d) => {
        expect(baseDamage(a + 1, d, 1, 1)).toBeGreaterThan(baseDamage(a, d, 1, 1));
        expect(baseDamage(a, d + 1, 1, 1)).toBeLessThan(baseDamage(a, d, 1, 1));
        expect(baseDamage(2 * a, 2 * d, 1, 1)).toBeCloseTo(2 * baseDamage(a, d, 1, 1), 6);
        expect(finalDamage(baseDamage(a, d, 1, 1), null)).toBeGreaterThanOrEqual(1);
      }),
    );
    expect(baseDamage(20, 20, 1, 1)).toBe(10);
    expect(baseDamage(0, 0, 1, 1)).toBe(0);
  });

  it('keeps the level factor within [0.7, 1.5]', () => {
    expect(levelFactor(1, 100)).toBe(0.7);
    expect(levelFactor(100, 1)).toBe(1.5);
    expect(levelFactor(5, 5)).toBe(1);
  });

  it('a block with share 0 stops the blow completely', () => {
    expect(finalDamage(50, 0)).toBe(0);
    expect(finalDamage(50, 0.3)).toBe(15);
  });
});

describe('precalculate (§7 battle/precalculate)', () => {
  const setup = duelSetup(
    [
      combatant(1, { attack: 40, abilities: [chanceProperty('luck', 0.2, 0, 0.5)] }),
      combatant(2, { abilities: [effect('attack', 'passive', 1.5, { op: 'multiply', target: 'ally' })] }),
    ],
    [
      combatant(-1, {
        defence: 10,
        health: 30,
        abilities: [chanceProperty('shadow', 0.1, 0), chanceProperty('block', 0.2, 0, 0.5)],
      }),
    ],
  );

  it('previews without changing the state', () => {
    const { state } = startBattle(setup, 1);
    const before = JSON.stringify(state);
    const p = preview(state, 1, -1);
    expect(JSON.stringify(state)).toBe(before);
    expect(p.attack).toBe(60); // 40 × the banner's 1.5
    expect(p.defence).toBe(10);
    expect(p.damageMin).toBeLessThanOrEqual(p.damageMax);
    expect(p.criticalMin).toBeGreaterThan(p.damageMin);
    expect(p.criticalChance).toBeCloseTo(0.25);
    expect(p.shadowChance).toBeCloseTo(0.1);
    expect(p.blockChance).toBeCloseTo(0.2);
    expect(p.damageExpected).toBeGreaterThan(0);
    expect(p.damageExpected).toBeLessThan(p.criticalMax);
    expect(p.killsSurely).toBe(true);
  });

  it('ally auras stop when their source dies', () => {
    const { state } = startBattle(setup, 1);
    const dead: BattleState = {
      ...state,
      creatures: state.creatures.map((c) => (c.id === 2 ? { ...c, health: 0 } : c)),
    };
    expect(preview(dead, 1, -1).attack).toBe(40);
  });

  it('refuses what cannot be hit', () => {
    const { state } = startBattle(setup, 1);
    expect(precalculate(state, 1, 2)).toEqual({ error: 'INVALID_TARGET' });
    expect(precalculate(state, 1, 99)).toEqual({ error: 'CREATURE_NOT_FOUND' });
    const dead: BattleState = {
      ...state,
      creatures: state.creatures.map((c) => (c.id === -1 ? { ...c, health: 0 } : c)),
    };
    expect(precalculate(dead, 1, -1)).toEqual({ error: 'CREATURE_DEAD' });
  });
});
