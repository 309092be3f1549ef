import { describe, expect, it } from 'vitest';
import type { CreatureLook } from '../../stores/battle-store.ts';
import { canTarget, consumableTargets, needsDead } from './consumable-targets.ts';

const look = (id: number, team: 0 | 1, health: number) => ({ id, team, health }) as CreatureLook;
const field = [look(1, 0, 40), look(2, 0, 0), look(-1, 1, 30), look(-2, 1, 0)];

describe('consumable targets', () => {
  it('elixirs and blessings go to living heroes', () => {
    expect(consumableTargets('healing_elixir', field)).toEqual([1]);
    expect(consumableTargets('blessing_scroll', field)).toEqual([1]);
  });

  it('attack scrolls go to living monsters', () => {
    expect(consumableTargets('fire_scroll', field)).toEqual([-1]);
    expect(consumableTargets('ice_scroll', field)).toEqual([-1]);
  });

  it('resurrection items only go to fallen heroes', () => {
    expect(consumableTargets('phoenix_feather', field)).toEqual([2]);
    expect(canTarget('living_water', look(1, 0, 40))).toBe(false);
    expect(canTarget('living_water', look(-2, 1, 0))).toBe(false);
    expect(needsDead('living_water')).toBe(true);
    expect(needsDead('healing_elixir')).toBe(false);
  });

  it('an unknown item targets nobody', () => {
    expect(consumableTargets('dragon_tear', field)).toEqual([]);
  });
});
