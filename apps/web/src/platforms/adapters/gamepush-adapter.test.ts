import { describe, expect, it, vi } from 'vitest';
import type { AdapterEnv, PlatformSignInCall, PurchasePack } from '../platform-adapter.ts';
import { startOnPlatform, type PlatformStartDeps } from '../platform-start.ts';
import { replayHeldPurchases } from '../purchase-replay.ts';
import { gamePushAdapter, type GamePushSdk } from './gamepush-adapter.ts';

const pack: PurchasePack = { id: 'gems_110', gems: 110, price: 9900, currency: 'RUB' };
const env = (global: Record<string, unknown>, search = '?platform=gp_partner'): AdapterEnv => ({
  global,
  search,
  loadScript: () => Promise.reject(new Error('no network')),
});

/** A fake GamePush SDK: no network. */
function fakeGamePush(signed: string | null = 'eyJpZCI6MX0=.abc', held: string[] = []) {
  const signature: string | undefined = signed ?? undefined;
  const loginListeners: ((success: boolean) => void)[] = [];
  // The products the player bought and has not consumed (GamePush keeps them until consumed).
  const unconsumed = new Set(held);
  const payments = {
    isAvailable: true,
    purchase: vi.fn(async ({ tag }: { tag: string }) => {
      unconsumed.add(tag);
      return { product: { tag }, purchase: { id: 91 } };
    }),
    consume: vi.fn(async ({ tag }: { tag: string }) => unconsumed.delete(tag)),
    has: vi.fn((tag: string | number) => unconsumed.has(String(tag))),
  };
  const gp = {
    player: {
      ready: Promise.resolve(),
      id: 1820283 as number | string,
      name: 'Hero',
      signature,
      on: (_event: 'login', listener: (success: boolean) => void) => loginListeners.push(listener),
    },
    payments,
    ads: { showRewardedVideo: vi.fn(async () => true), showFullscreen: vi.fn(async () => false) },
    gameStart: vi.fn(),
  } satisfies GamePushSdk;
  return { gp, payments, loginListeners };
}

function deps(e: AdapterEnv, overrides: Partial<PlatformStartDeps> = {}) {
  const calls: PlatformSignInCall[] = [];
  const d: PlatformStartDeps = {
    env: e,
    loadFactory: async () => gamePushAdapter,
    signIn: async (call) => {
      calls.push(call);
      return { playerId: 5, how: 'existing' };
    },
    setIds: vi.fn(),
    showReloadPage: vi.fn(),
    resetAndReload: vi.fn(),
    reload: vi.fn(),
    lang: 'ru',
    warn: () => undefined,
    ...overrides,
  };
  return { d, calls };
}

describe('gamePushAdapter', () => {
  it("signs in with the signed player on the address's partner platform and sends its ids", async () => {
    const fake = fakeGamePush();
    const { d, calls } = deps(env({ gp: fake.gp }));
    const adapter = await startOnPlatform('gp', d);
    expect(adapter?.source).toBe('gp_partner');
    expect(calls[0]?.route.path).toBe('/api/integration/gp/authenticate');
    expect(calls[0]?.body).toEqual({
      signature: 'eyJpZCI6MX0=.abc',
      platform: 'gp_partner',
      playerId: '1820283',
      lang: 'ru',
      name: 'Hero',
    });
    expect(d.setIds).toHaveBeenCalledWith({ gp_player_id: '1820283', gp_platform: 'gp_partner' });
    expect(fake.gp.gameStart).toHaveBeenCalled();
    expect(await adapter?.showAd('rewarded')).toBe(true);
    expect(await adapter?.showAd('interstitial')).toBe(false);
  });

  it('plays as a guest without signed data; without the SDK and a project it is not ready', async () => {
    const unsigned = deps(env({ gp: fakeGamePush(null).gp }, '?platform=gp'));
    expect((await startOnPlatform('gp', unsigned.d))?.source).toBe('gp');
    expect(unsigned.calls).toHaveLength(0);
    const missing = deps(env({}, '?platform=gp'));
    expect(await startOnPlatform('gp', missing.d)).toBeNull();
    expect(missing.d.showReloadPage).toHaveBeenCalled();
  });

  it('loads the SDK for the project the address names and takes it from onGPInit', async () => {
    const fake = fakeGamePush();
    const global: Record<string, unknown> = {};
    const loadScript = vi.fn(async () => {
      (global.onGPInit as (sdk: GamePushSdk) => void)(fake.gp);
    });
    const adapter = gamePushAdapter({ global, search: '?platform=gp&projectId=42&publicToken=pub', loadScript });
    await adapter.ready();
    expect(loadScript).toHaveBeenCalledWith(
      'https://gamepush.com/sdk/game-score.js?projectId=42&publicToken=pub&callback=onGPInit',
    );
    expect(adapter.ids()).toMatchObject({ gp_player_id: '1820283' });
  });

  it('carries the account to the new id on a GamePush login, then reloads without resetting', async () => {
    const fake = fakeGamePush();
    const { d, calls } = deps(env({ gp: fake.gp }));
    await startOnPlatform('gp', d);
    fake.gp.player.id = 99;
    fake.gp.player.signature = 'eyI5OSJ9.def';
    fake.loginListeners[0]!(true);
    await vi.waitFor(() => expect(d.reload).toHaveBeenCalled());
    expect(calls[1]?.route.path).toBe('/api/integration/gp/login');
    expect(calls[1]?.body).toEqual({
      oldPlayerId: '1820283',
      newPlayerId: '99',
      signature: 'eyI5OSJ9.def',
      platform: 'gp_partner',
    });
    expect(d.resetAndReload).not.toHaveBeenCalled();
  });

  it('resets the session when the move is refused or there is nothing to move', async () => {
    const fake = fakeGamePush();
    const refused = deps(env({ gp: fake.gp }));
    await startOnPlatform('gp', refused.d);
    refused.d.signIn = () => Promise.reject(new Error('PLATFORM_PROOF_INVALID'));
    fake.gp.player.id = 100;
    fake.loginListeners[0]!(true);
    await vi.waitFor(() => expect(refused.d.resetAndReload).toHaveBeenCalled());
    const same = fakeGamePush();
    const unchanged = deps(env({ gp: same.gp }));
    await startOnPlatform('gp', unchanged.d);
    same.loginListeners[0]!(true);
    expect(unchanged.d.resetAndReload).toHaveBeenCalledTimes(1);
    same.loginListeners[0]!(false);
    expect(unchanged.d.resetAndReload).toHaveBeenCalledTimes(1);
  });

  it('buys by the pack tag and consumes it only when asked; a rejection is a cancel', async () => {
    const fake = fakeGamePush();
    const adapter = gamePushAdapter(env({ gp: fake.gp }));
    await adapter.ready();
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'confirmed', consume: ['gems_110'] });
    expect(fake.payments.purchase).toHaveBeenCalledWith({ tag: 'gems_110' });
    expect(fake.payments.consume).not.toHaveBeenCalled();
    await adapter.consume?.(['gems_110']);
    expect(fake.payments.consume).toHaveBeenCalledWith({ tag: 'gems_110' });
    fake.payments.purchase.mockRejectedValueOnce(new Error('closed'));
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'cancelled' });
    fake.payments.isAvailable = false;
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'failed' });
  });

  it('at start takes the gems of packs GamePush still holds, then consumes them', async () => {
    const fake = fakeGamePush('eyJpZCI6MX0=.abc', ['gems_110', 'gems_50']);
    const adapter = gamePushAdapter(env({ gp: fake.gp }));
    await adapter.ready();
    expect(await adapter.heldPurchases?.()).toEqual(['gems_50', 'gems_110']);
    const order: string[] = [];
    fake.payments.consume.mockImplementation(async ({ tag }: { tag: string }) => {
      order.push(`consume ${tag}`);
      return true;
    });
    const take = vi.fn(async () => {
      order.push('take');
      return { taken: 160 };
    });
    expect(await replayHeldPurchases(adapter, take)).toBe(160);
    expect(order).toEqual(['take', 'consume gems_50', 'consume gems_110']);
  });

  it('consumes nothing when the take fails, and takes nothing when GamePush holds no pack', async () => {
    const fake = fakeGamePush('eyJpZCI6MX0=.abc', ['gems_110']);
    const adapter = gamePushAdapter(env({ gp: fake.gp }));
    await adapter.ready();
    await expect(replayHeldPurchases(adapter, () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(fake.payments.consume).not.toHaveBeenCalled();
    expect(await adapter.heldPurchases?.()).toEqual(['gems_110']);
    const none = fakeGamePush();
    const fresh = gamePushAdapter(env({ gp: none.gp }));
    await fresh.ready();
    const take = vi.fn(async () => ({ taken: 0 }));
    expect(await replayHeldPurchases(fresh, take)).toBe(0);
    expect(take).not.toHaveBeenCalled();
    // Without payments on the platform (or an SDK without `has`) nothing is held.
    none.payments.isAvailable = false;
    expect(await fresh.heldPurchases?.()).toEqual([]);
  });
});
