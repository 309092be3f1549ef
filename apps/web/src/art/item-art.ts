import type { CARD_TYPES } from '@rol/protocol/hero-dto';
import type { ConsumableId } from '@rol/rules/content/consumables';
import type { RuneId } from '@rol/rules/content/runes';
import type { IconName } from './icons.ts';

export interface ItemArt {
  icon: IconName;
  color: string;
}

/** How each backpack item (§2 elixirs, scrolls, resurrection items) is drawn. */
export const CONSUMABLE_ART = {
  healing_elixir: { icon: 'health-potion', color: '#ff7a6b' },
  rage_elixir: { icon: 'magic-potion', color: '#ff9a3c' },
  stone_skin_elixir: { icon: 'standing-potion', color: '#bdb6a6' },
  fire_scroll: { icon: 'fire-spell-cast', color: '#ff7b2e' },
  ice_scroll: { icon: 'ice-spell-cast', color: '#8fd3ff' },
  plague_scroll: { icon: 'poison-gas', color: '#9fd86a' },
  blessing_scroll: { icon: 'spiked-halo', color: '#f6d98a' },
  phoenix_feather: { icon: 'feather', color: '#ffb54d' },
  living_water: { icon: 'holy-water', color: '#7cc8ff' },
} as const satisfies Record<ConsumableId, ItemArt>;

const UNKNOWN_ITEM: ItemArt = { icon: 'bubbling-flask', color: '#ffb0a8' };

export function consumableArt(consumableId: string): ItemArt {
  return Object.hasOwn(CONSUMABLE_ART, consumableId)
    ? CONSUMABLE_ART[consumableId as ConsumableId]
    : UNKNOWN_ITEM;
}

/** §3 card types. */
export const CARD_ART = {
  elephant: { icon: 'elephant', color: '#bdb6a6' },
  snake: { icon: 'snake', color: '#9fd86a' },
  eagle: { icon: 'eagle-head', color: '#f6d98a' },
  mouse: { icon: 'mouse', color: '#cfc4b0' },
  ark: { icon: 'drakkar', color: '#e3b23c' },
  evolution: { icon: 'dna2', color: '#c58cff' },
} as const satisfies Record<(typeof CARD_TYPES)[number], ItemArt>;

/** Runes of RUNE places. */
export const RUNE_ART = {
  rune_of_strength: { icon: 'rune-stone', color: '#ff9a8a' },
  rune_of_stone: { icon: 'rune-stone', color: '#bdb6a6' },
  rune_of_life: { icon: 'rune-stone', color: '#9fd86a' },
  rune_of_fortune: { icon: 'rune-stone', color: '#f6d98a' },
  rune_of_shadow: { icon: 'rune-stone', color: '#c58cff' },
} as const satisfies Record<RuneId, ItemArt>;

export function runeArt(runeId: string): ItemArt {
  return Object.hasOwn(RUNE_ART, runeId)
    ? RUNE_ART[runeId as RuneId]
    : { icon: 'rune-stone', color: '#bfe3ff' };
}
