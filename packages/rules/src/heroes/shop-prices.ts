import { CONSUMABLES, type ConsumableId } from '../content/consumables.ts';
import type { ResourceAmounts } from '../content/resources.ts';
import type { CardType } from './cards.ts';

/**
 * The goods shop's prices (§2): cards for gems (MITHRIL: the bank sells them, §8 "Not enough gems"
 * offers it), consumables for gold. A finishing card costs more the higher the tier it finishes; the
 * evolution card finishes any tier's step, the Ark card raises a hero's rank cap for good.
 */
export const CARD_PRICES = {
  mouse: { MITHRIL: 30 },
  snake: { MITHRIL: 60 },
  eagle: { MITHRIL: 120 },
  elephant: { MITHRIL: 250 },
  evolution: { MITHRIL: 300 },
  ark: { MITHRIL: 500 },
} as const satisfies Record<CardType, ResourceAmounts>;

/** Gold per consumable: elixirs cheapest, then scrolls, resurrection items dearest. */
export const CONSUMABLE_PRICES = {
  healing_elixir: { GOLD: 100 },
  rage_elixir: { GOLD: 150 },
  stone_skin_elixir: { GOLD: 150 },
  fire_scroll: { GOLD: 200 },
  ice_scroll: { GOLD: 200 },
  plague_scroll: { GOLD: 250 },
  blessing_scroll: { GOLD: 250 },
  phoenix_feather: { GOLD: 500 },
  living_water: { GOLD: 1000 },
} as const satisfies Record<ConsumableId, ResourceAmounts>;

/** The consumables the shop sells, in the order of the consumable table. */
export const SHOP_CONSUMABLES = Object.keys(CONSUMABLES) as ConsumableId[];

/** The price of `count` of a consumable (each amount times `count`). */
export function consumablePrice(consumableId: ConsumableId, count: number): ResourceAmounts {
  const out: ResourceAmounts = {};
  for (const [kind, amount] of Object.entries(CONSUMABLE_PRICES[consumableId]) as [keyof ResourceAmounts, number][])
    out[kind] = amount * Math.max(0, Math.floor(count));
  return out;
}
