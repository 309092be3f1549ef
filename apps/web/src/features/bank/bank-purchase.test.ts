import { describe, expect, it } from 'vitest';
import type { PlatformAdapter } from '../../platforms/platform-adapter.ts';
import { bankGetQuery } from './bank-currency.ts';
import { buyModeOf } from './bank-purchase.ts';

const adapter = (family: PlatformAdapter['family'], sells: boolean, source?: string) =>
  ({
    family,
    ...(source ? { source } : {}),
    ...(sells ? { purchase: async () => ({ outcome: 'cancelled' }) } : {}),
  }) as unknown as PlatformAdapter;

describe('buyModeOf', () => {
  it("sells through the platform's SDK only to that platform's player", () => {
    expect(buyModeOf('ya', adapter('ya', true))).toBe('platform');
    expect(buyModeOf('own', adapter('ya', true))).toBeNull();
    expect(buyModeOf('crazygames', adapter('crazygames', false))).toBeNull();
    expect(buyModeOf('kong', adapter('kong', true))).toBe('platform');
    expect(buyModeOf('mail', adapter('mail', true))).toBe('platform');
    expect(buyModeOf('mystore', adapter('mystore', true))).toBe('platform');
    expect(buyModeOf('own', adapter('mystore', true), true)).toBeNull();
  });

  it("sells on GamePush's partner platforms to the partner's players", () => {
    expect(buyModeOf('gp_partner', adapter('gp', true, 'gp_partner'))).toBe('platform');
    expect(buyModeOf('gp', adapter('gp', true, 'gp_partner'))).toBeNull();
  });

  it("sells on RuStore to its players and to our own site's guests, whom the purchase signs in", () => {
    const ruStore = { ...adapter('rustore', true), guestBuys: true } as PlatformAdapter;
    expect(buyModeOf('rustore', ruStore)).toBe('platform');
    expect(buyModeOf('own', ruStore, true)).toBe('platform');
    // A registered player of our own site would become another player: not sold there.
    expect(buyModeOf('own', ruStore, false)).toBeNull();
    expect(buyModeOf('vk', ruStore, true)).toBeNull();
    expect(buyModeOf('own', adapter('ya', true), true)).toBeNull();
  });

  it("sends our own site's players to the checkout, and nobody else off their platform", () => {
    expect(buyModeOf('own', null)).toBe('checkout');
    expect(buyModeOf('vk', null)).toBeNull();
    expect(buyModeOf(undefined, null)).toBeNull();
  });
});

describe('bankGetQuery', () => {
  it("asks for the player's currency on VK Play only", () => {
    expect(bankGetQuery('mystore', 'USD')).toEqual({ currency: 'USD' });
    expect(bankGetQuery('mystore', 'RUB')).toEqual({ currency: 'RUB' });
    expect(bankGetQuery('mail', 'USD')).toEqual({});
    expect(bankGetQuery(null, 'EUR')).toEqual({});
  });
});
