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
  // Each held with its purchase id (501, 502… in the order given; a new purchase is 91).
  const unconsumed = new Map(held.map((tag, i) => [tag, 501 + i]));
  const payments = {
    isAvailable: true,
    purchase: vi.fn(async ({ tag }: { tag: string }) => {
      unconsumed.set(tag, 91);
      return { product: { tag }, purchase: { id: 91 } as { id?: number } };
    }),
    consume: vi.fn(async ({ tag }: { tag: string }) => unconsumed.delete(tag)),
    has: vi.fn((tag: string | number) => unconsumed.has(String(tag))),
    getPurchase: vi.fn((tag: string | number) => {
      const id = unconsumed.get(String(tag));
      return id === undefined ? null : { id };
    }),
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
    const adapter = gamePushAdapter({
      global,
      search: '?platform=gp&projectId=42&publicToken=pub',
      loadScript,
    });
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
    await vi.waitFor(() => expect(d.reload).toHaveBeenCalled(), { timeout: 5_000 });
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
    await vi.waitFor(() => expect(refused.d.resetAndReload).toHaveBeenCalled(), { timeout: 5_000 });
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
    expect(await adapter.purchase?.(pack)).toEqual({
      outcome: 'confirmed',
      consume: { purchaseId: '91', tags: ['gems_110'] },
    });
    expect(fake.payments.purchase).toHaveBeenCalledWith({ tag: 'gems_110' });
    expect(fake.payments.consume).not.toHaveBeenCalled();
    await adapter.consume?.(['gems_110']);
    expect(fake.payments.consume).toHaveBeenCalledWith({ tag: 'gems_110' });
    fake.payments.purchase.mockRejectedValueOnce(new Error('closed'));
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'cancelled' });
    // A purchase whose id the SDK does not tell is taken, never consumed (the next start settles it).
    fake.payments.purchase.mockResolvedValueOnce({ product: { tag: 'gems_110' }, purchase: {} });
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'confirmed' });
    fake.payments.isAvailable = false;
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'failed' });
  });

  it('at start takes the gems of packs GamePush still holds, then consumes those the server credited', async () => {
    const fake = fakeGamePush('eyJpZCI6MX0=.abc', ['gems_110', 'gems_50']);
    const adapter = gamePushAdapter(env({ gp: fake.gp }));
    await adapter.ready();
    expect(await adapter.heldPurchases?.()).toEqual([
      { purchaseId: '502', tags: ['gems_50'] },
      { purchaseId: '501', tags: ['gems_110'] },
    ]);
    const order: string[] = [];
    fake.payments.consume.mockImplementation(async ({ tag }: { tag: string }) => {
      order.push(`consume ${tag}`);
      return true;
    });
    const take = vi.fn(async (ids: string[]) => {
      order.push(`take ${ids.join(',')}`);
      return { taken: 160, credited: ['502', '501'] };
    });
    expect(await replayHeldPurchases(adapter, take)).toBe(160);
    expect(order).toEqual(['take 502,501', 'consume gems_50', 'consume gems_110']);
  });

  it('leaves a held pack whose webhook has not arrived: not consumed until the server credited it', async () => {
    const fake = fakeGamePush('eyJpZCI6MX0=.abc', ['gems_110', 'gems_50']);
    const adapter = gamePushAdapter(env({ gp: fake.gp }));
    await adapter.ready();
    // The server has credited gems_50's purchase (502) only; 501's webhook is on its way.
    const credited = ['502'];
    const take = vi.fn(async () => ({ taken: 50, credited: [...credited] }));
    expect(await replayHeldPurchases(adapter, take)).toBe(50);
    expect(fake.payments.consume.mock.calls).toEqual([[{ tag: 'gems_50' }]]);
    expect(await adapter.heldPurchases?.()).toEqual([{ purchaseId: '501', tags: ['gems_110'] }]);
    // At the next start the webhook has arrived: now it is consumed.
    credited.splice(0, 1, '501');
    expect(await replayHeldPurchases(adapter, take)).toBe(50);
    expect(take).toHaveBeenLastCalledWith(['501']);
    expect(fake.payments.consume.mock.calls).toEqual([[{ tag: 'gems_50' }], [{ tag: 'gems_110' }]]);
    expect(await adapter.heldPurchases?.()).toEqual([]);
    // A held pack whose purchase id the SDK does not tell is never consumed blindly.
    const blind = fakeGamePush('eyJpZCI6MX0=.abc', ['gems_240']);
    blind.payments.getPurchase.mockReturnValue(null);
    const other = gamePushAdapter(env({ gp: blind.gp }));
    await other.ready();
    expect(await other.heldPurchases?.()).toEqual([]);
  });

  it('consumes nothing when the take fails, and takes nothing when GamePush holds no pack', async () => {
    const fake = fakeGamePush('eyJpZCI6MX0=.abc', ['gems_110']);
    const adapter = gamePushAdapter(env({ gp: fake.gp }));
    await adapter.ready();
    await expect(replayHeldPurchases(adapter, () => Promise.reject(new Error('offline')))).rejects.toThrow(
      'offline',
    );
    expect(fake.payments.consume).not.toHaveBeenCalled();
    expect(await adapter.heldPurchases?.()).toEqual([{ purchaseId: '501', tags: ['gems_110'] }]);
    const none = fakeGamePush();
    const fresh = gamePushAdapter(env({ gp: none.gp }));
    await fresh.ready();
    const take = vi.fn(async () => ({ taken: 0, credited: [] }));
    expect(await replayHeldPurchases(fresh, take)).toBe(0);
    expect(take).not.toHaveBeenCalled();
    // Without payments on the platform (or an SDK without `has`) nothing is held.
    none.payments.isAvailable = false;
    expect(await fresh.heldPurchases?.()).toEqual([]);
  });
});
