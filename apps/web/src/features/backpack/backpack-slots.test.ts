import { describe, expect, it } from 'vitest';
import type { BackpackDto } from '@rol/protocol/hero-dto';
import { fittingItems, slotViews, withSlot } from './backpack-slots.ts';

const backpack: BackpackDto = {
  items: [
    { consumableId: 'healing_elixir', kind: 'elixir', count: 3 },
    { consumableId: 'fire_scroll', kind: 'scroll', count: 1 },
    { consumableId: 'ice_scroll', kind: 'scroll', count: 0 },
    { consumableId: 'phoenix_feather', kind: 'resurrection', count: 2 },
  ],
  elixirSlots: [],
  scrollSlots: ['fire_scroll', 'plague_scroll'],
  elixirSettingsOpen: true,
  elixirSettingsStair: 25,
};

describe('backpack slots', () => {
  it('show every slot of a row with the count held of its item', () => {
    expect(slotViews(backpack, 'scroll')).toEqual([
      { index: 0, consumableId: 'fire_scroll', held: 1 },
      { index: 1, consumableId: 'plague_scroll', held: 0 },
      { index: 2, consumableId: null, held: 0 },
    ]);
    expect(slotViews(backpack, 'elixir').map((s) => s.consumableId)).toEqual([null, null, null]);
  });

  it('offer held items of the row’s kinds that no other slot of the row holds', () => {
    expect(fittingItems(backpack, 'scroll', 2).map((i) => i.consumableId)).toEqual(['phoenix_feather']);
    expect(fittingItems(backpack, 'scroll', 0).map((i) => i.consumableId)).toEqual([
      'fire_scroll',
      'phoenix_feather',
    ]);
    expect(fittingItems(backpack, 'elixir', 0).map((i) => i.consumableId)).toEqual(['healing_elixir']);
  });

  it('send the whole row with one slot changed', () => {
    expect(withSlot(backpack, 'scroll', 2, 'phoenix_feather')).toEqual([
      'fire_scroll',
      'plague_scroll',
      'phoenix_feather',
    ]);
    expect(withSlot(backpack, 'scroll', 0, null)).toEqual([null, 'plague_scroll', null]);
    expect(withSlot(backpack, 'elixir', 1, 'healing_elixir')).toEqual([null, 'healing_elixir', null]);
  });
});
