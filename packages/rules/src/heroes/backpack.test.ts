import { describe, expect, it } from 'vitest';
import { UNLOCKS } from '../unlocks.ts';
import { checkSlots, ELIXIR_SLOTS, SCROLL_SLOTS } from './backpack.ts';

describe('backpack slots (§2, §9 elixir settings from stair 25)', () => {
  it('opens the scroll slots from stair 1 and the elixir slots from stair 25', () => {
    expect(checkSlots('scroll', ['fire_scroll'], UNLOCKS.backpackStair)).toBeNull();
    expect(checkSlots('scroll', ['fire_scroll'], 0)).toBe('STAIR_REQUIRED');
    expect(checkSlots('elixir', ['rage_elixir'], 24)).toBe('STAIR_REQUIRED');
    expect(checkSlots('elixir', ['rage_elixir'], 25)).toBeNull();
  });

  it('takes elixirs in elixir slots, scrolls and resurrection items in scroll slots', () => {
    expect(checkSlots('elixir', ['fire_scroll'], 30)).toBe('CONSUMABLE_SLOT_INVALID');
    expect(checkSlots('scroll', ['healing_elixir'], 30)).toBe('CONSUMABLE_SLOT_INVALID');
    expect(checkSlots('scroll', ['ice_scroll', null, 'living_water'], 30)).toBeNull();
    expect(checkSlots('scroll', ['toString'], 30)).toBe('CONSUMABLE_SLOT_INVALID');
  });

  it('has 3 slots a row and no item twice', () => {
    expect(ELIXIR_SLOTS).toBe(3);
    expect(SCROLL_SLOTS).toBe(3);
    expect(checkSlots('elixir', ['rage_elixir', 'healing_elixir', 'stone_skin_elixir'], 30)).toBeNull();
    expect(checkSlots('elixir', ['rage_elixir', null, null, null], 30)).toBe('CONSUMABLE_SLOT_INVALID');
    expect(checkSlots('elixir', ['rage_elixir', 'rage_elixir'], 30)).toBe('CONSUMABLE_SLOT_INVALID');
    expect(checkSlots('elixir', [null, null, null], 30)).toBeNull();
  });
});
