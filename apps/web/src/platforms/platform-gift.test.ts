import { describe, expect, it, vi } from 'vitest';
import { acceptPlatformGift, isGiftFamily, type GiftMemory } from './platform-gift.ts';

function memory(): GiftMemory & { store: Map<string, string> } {
  const store = new Map<string, string>();
  return { store, get: (k) => store.get(k) ?? null, set: (k, v) => void store.set(k, v) };
}
const refusal = (code: string) => Object.assign(new Error(code), { code });

describe('acceptPlatformGift', () => {
  it('shows the gift once and does not ask again for that player', async () => {
    const m = memory();
    const accept = vi.fn(async () => ({ gems: 30 }));
    expect(await acceptPlatformGift('foto', 7, accept, m)).toBe(30);
    expect(await acceptPlatformGift('foto', 7, accept, m)).toBeNull();
    expect(accept).toHaveBeenCalledTimes(1);
    // Another player on the same device, or the other platform, is asked for.
    expect(await acceptPlatformGift('mystore', 7, accept, m)).toBe(30);
    expect(await acceptPlatformGift('foto', 8, accept, m)).toBe(30);
  });

  it('settles a gift taken before; asks again after a failure that settles nothing', async () => {
    const m = memory();
    expect(await acceptPlatformGift('mystore', 3, () => Promise.reject(refusal('PAYMENT_GIFT_TAKEN')), m)).toBeNull();
    const accept = vi.fn(async () => ({ gems: 30 }));
    expect(await acceptPlatformGift('mystore', 3, accept, m)).toBeNull();
    expect(accept).not.toHaveBeenCalled();
    expect(await acceptPlatformGift('foto', 4, () => Promise.reject(refusal('NETWORK')), m)).toBeNull();
    expect(await acceptPlatformGift('foto', 4, accept, m)).toBe(30);
  });

  it('is asked only on Fotostrana and VK Play', () => {
    expect(isGiftFamily('foto')).toBe(true);
    expect(isGiftFamily('mystore')).toBe(true);
    expect(isGiftFamily('vk')).toBe(false);
    expect(isGiftFamily(null)).toBe(false);
  });
});
