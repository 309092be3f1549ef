import type { BalancesDto } from '@rol/protocol/balances-dto';
import { RESOURCE_KINDS, type ResourceAmounts, type ResourceKind } from '@rol/rules/content/resources';
import { RESOURCE_ART } from '../art/resource-art.ts';

export interface PriceEntry {
  kind: ResourceKind;
  amount: number;
}

/** The non-zero parts of a price, in §3 resource kind order. */
export function priceEntries(price: ResourceAmounts): PriceEntry[] {
  return RESOURCE_KINDS.filter((kind) => (price[kind] ?? 0) > 0).map((kind) => ({
    kind,
    amount: price[kind] ?? 0,
  }));
}

/** The resources of `price` the player holds too little of (an empty list: affordable). */
export function shortOf(price: ResourceAmounts, balances: Partial<BalancesDto>): ResourceKind[] {
  return priceEntries(price)
    .filter(({ kind, amount }) => (balances[RESOURCE_ART[kind].field] ?? 0) < amount)
    .map(({ kind }) => kind);
}

/** `price` times `count` (a pack of consumables). */
export function timesPrice(price: ResourceAmounts, count: number): ResourceAmounts {
  const out: ResourceAmounts = {};
  for (const { kind, amount } of priceEntries(price)) out[kind] = amount * count;
  return out;
}
