import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdapterEnv, PurchasePack } from '../platform-adapter.ts';
import { PLATFORM_READY_TIMEOUT_MS, startOnPlatform, type PlatformStartDeps } from '../platform-start.ts';
import { replayPlatformPurchases } from '../purchase-replay.ts';
import { heldOf, ruStoreAdapter, type RuStoreBridge } from './rustore-adapter.ts';

const pack: PurchasePack = { id: 'gems_110', gems: 110, price: 9900, currency: 'RUB' };
const env = (global: Record<string, unknown>): AdapterEnv => ({
  global,
  search: '?platform=rustore',
  loadScript: () => Promise.reject(new Error('no network')),
});

/** A fake of the Android shell's bridge: no network; the held purchases live in `held`. */
function fakeBridge(held: { purchaseId: string; productId: string; state: string }[] = [], json = false) {
  const answer = (value: unknown) => (json ? JSON.stringify(value) : value);
  const next: { status: string; purchaseId?: string } = { status: 'success', purchaseId: 'ru-1' };
  const bridge = {
    ready: vi.fn(async () => answer({ available: true })),
    purchase: vi.fn(async (productId: string) => {
      if (next.status === 'success') held.push({ purchaseId: next.purchaseId!, productId, state: 'PAID' });
      return answer(next);
    }),
    confirm: vi.fn(async (purchaseId: string) => {
      const at = held.findIndex((p) => p.purchaseId === purchaseId);
      if (at >= 0) held.splice(at, 1);
      return answer({ ok: true });
    }),
    getPurchases: vi.fn(async () => answer(held)),
  } satisfies RuStoreBridge;
  return { bridge, held, next };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ruStoreAdapter', () => {
  it('buys through the bridge: the server reads the purchase back, a guest signs in with it first', async () => {
    const { bridge, next } = fakeBridge();
    const adapter = ruStoreAdapter(env({ RuStoreBridge: bridge }));
    await adapter.ready();
    expect(adapter.family).toBe('rustore');
    expect(adapter.guestBuys).toBe(true);
    expect(await adapter.signInCall('ru')).toBeNull(); // nothing bought: the player is a guest
    expect(adapter.ids()).toEqual({});
    expect(await adapter.showAd('rewarded')).toBe(false);
    const outcome = await adapter.purchase?.(pack);
    expect(bridge.purchase).toHaveBeenCalledWith('gems_110');
    expect(outcome).toEqual({
      outcome: 'verify',
      call: expect.objectContaining({ query: { product_id: 'gems_110' }, body: { purchaseId: 'ru-1' } }),
      signIn: expect.objectContaining({ body: { purchaseId: 'ru-1' } }),
    });
    if (outcome?.outcome !== 'verify') return;
    expect(outcome.call.route.path).toBe('/api/integration/rustore/buy');
    expect(outcome.signIn?.route.path).toBe('/api/integration/rustore/authenticate');
    await adapter.consume?.(['ru-1']);
    expect(bridge.confirm).toHaveBeenCalledWith('ru-1');
    next.status = 'cancelled';
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'cancelled' });
    next.status = 'failure';
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'failed' });
    Object.assign(next, { status: 'success', purchaseId: '../evil' });
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'failed' });
    bridge.purchase.mockRejectedValueOnce(new Error('sheet broke'));
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'failed' });
  });

  it('at a start, unconfirmed purchases sign the player in and are credited, then confirmed', async () => {
    const { bridge, held } = fakeBridge(
      [
        { purchaseId: 'ru-7', productId: 'gems_50', state: 'PAID' },
        { purchaseId: 'ru-8', productId: 'gems_110', state: 'CONFIRMED' },
        { purchaseId: 'ru-9', productId: 'gems_330', state: 'PAID' },
      ],
      true,
    );
    const adapter = ruStoreAdapter(env({ RuStoreBridge: bridge }));
    await adapter.ready();
    expect((await adapter.signInCall('en'))?.body).toEqual({ purchaseId: 'ru-7', lang: 'en' });
    // The server credits ru-7 and refuses ru-9 (not readable yet): only ru-7 is confirmed.
    const credit = vi.fn(async (call: { body: Record<string, unknown> }) => {
      if (call.body.purchaseId === 'ru-9') throw new Error('PAYMENT_NOT_PAID');
      return { credited: 50, tokens: [String(call.body.purchaseId)] };
    });
    const warn = vi.fn();
    expect(await replayPlatformPurchases(adapter, credit, warn)).toBe(50);
    expect(credit).toHaveBeenCalledTimes(2);
    expect(bridge.confirm.mock.calls).toEqual([['ru-7']]);
    expect(warn).toHaveBeenCalledOnce();
    expect(held.map((p) => p.purchaseId)).toEqual(['ru-8', 'ru-9']);
  });

  it('a confirm that fails leaves the purchase for the next start', async () => {
    const { bridge, held } = fakeBridge([{ purchaseId: 'ru-3', productId: 'gems_50', state: 'PAID' }]);
    bridge.confirm.mockRejectedValueOnce(new Error('shell busy'));
    const adapter = ruStoreAdapter(env({ RuStoreBridge: bridge }));
    await adapter.ready();
    const warn = vi.fn();
    const credit = async () => ({ credited: 50, tokens: ['ru-3'] });
    expect(await replayPlatformPurchases(adapter, credit, warn)).toBe(50);
    expect(warn).toHaveBeenCalledOnce();
    expect(held.map((p) => p.purchaseId)).toEqual(['ru-3']);
  });

  it('reads only paid purchases with valid ids from the bridge', () => {
    expect(heldOf('not json')).toEqual([]);
    expect(heldOf({ purchaseId: 'x' })).toEqual([]);
    expect(
      heldOf([
        { purchaseId: 'a-1', productId: 'gems_50', purchaseState: 'PAID' },
        { purchaseId: 'a b', productId: 'gems_50', state: 'PAID' },
        { purchaseId: 'a-2', state: 'PAID' },
        JSON.stringify({ purchaseId: 'a-3', productId: 'gems_50', state: 'PAID' }),
      ]),
    ).toEqual([
      { purchaseId: 'a-1', productId: 'gems_50' },
      { purchaseId: 'a-3', productId: 'gems_50' },
    ]);
  });

  it('a bridge missing, unavailable or silent for 5 s shows the reload page, as every platform', async () => {
    vi.useFakeTimers();
    const deps = (global: Record<string, unknown>) => {
      const showReloadPage = vi.fn();
      const d: PlatformStartDeps = {
        env: env(global),
        loadFactory: async () => ruStoreAdapter,
        signIn: vi.fn(),
        setIds: vi.fn(),
        showReloadPage,
        resetAndReload: vi.fn(),
        reload: vi.fn(),
        lang: 'ru',
        warn: vi.fn(),
      };
      return { d, showReloadPage };
    };
    const missing = deps({});
    const started = startOnPlatform('rustore', missing.d);
    await vi.advanceTimersByTimeAsync(PLATFORM_READY_TIMEOUT_MS + 200);
    expect(await started).toBeNull();
    expect(missing.showReloadPage).toHaveBeenCalledOnce();

    const silent = fakeBridge();
    silent.bridge.ready.mockImplementation(() => new Promise(() => undefined));
    const slow = deps({ RuStoreBridge: silent.bridge });
    const waiting = startOnPlatform('rustore', slow.d);
    await vi.advanceTimersByTimeAsync(PLATFORM_READY_TIMEOUT_MS + 10);
    expect(await waiting).toBeNull();
    expect(slow.showReloadPage).toHaveBeenCalledOnce();

    const closed = fakeBridge();
    closed.bridge.ready.mockResolvedValue({ available: false });
    const off = deps({ RuStoreBridge: closed.bridge });
    expect(await startOnPlatform('rustore', off.d)).toBeNull();
    expect(off.showReloadPage).toHaveBeenCalledOnce();
  });

  it('finds a bridge the shell injects a moment after the page began', async () => {
    vi.useFakeTimers();
    const global: Record<string, unknown> = {};
    const adapter = ruStoreAdapter(env(global));
    const ready = adapter.ready();
    await vi.advanceTimersByTimeAsync(300);
    global.RuStoreBridge = fakeBridge().bridge;
    await vi.advanceTimersByTimeAsync(200);
    await expect(ready).resolves.toBeUndefined();
  });
});
