import type { ResourceAmounts, ResourceKind } from '../content/resources.ts';
import { UNLOCKS } from '../unlocks.ts';

/**
 * What a gift can hold: one resource, paid by the sender when it is sent and received when the
 * receiver opens it. Amounts are bounded so a gift cannot move a fortune between accounts.
 */
export const GIFT_RESOURCES = {
  GOLD: { min: 100, max: 100_000 },
  CRYSTAL: { min: 1, max: 500 },
  ELIXIR: { min: 1, max: 500 },
  MITHRIL: { min: 1, max: 200 },
} as const satisfies Partial<Record<ResourceKind, { min: number; max: number }>>;
export type GiftResource = keyof typeof GIFT_RESOURCES;
export const GIFT_RESOURCE_KINDS = Object.keys(GIFT_RESOURCES) as GiftResource[];

export const GIFT_LIMITS = {
  level: UNLOCKS.giftsLevel,
  wishMax: 200,
  hiddenMax: 500,
  /** Gifts a player may send per server (Moscow) day. */
  perDay: 5,
  pageSize: 20,
} as const;

export function isGiftResource(value: string): value is GiftResource {
  return Object.hasOwn(GIFT_RESOURCES, value);
}

export function checkGiftAmount(resource: GiftResource, amount: number): boolean {
  const { min, max } = GIFT_RESOURCES[resource];
  return Number.isInteger(amount) && amount >= min && amount <= max;
}

export function giftAmounts(resource: GiftResource, amount: number): ResourceAmounts {
  return { [resource]: amount };
}

/** The promo gift (§7 `player/promo/gift/accept`): granted once per player. */
export const PROMO_GIFT: ResourceAmounts = { GOLD: 1_000, MITHRIL: 10 };
export const PROMO_GIFT_ID = 'welcome-gift';
