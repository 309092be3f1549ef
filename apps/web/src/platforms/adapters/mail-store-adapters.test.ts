import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdapterEnv, PurchasePack } from '../platform-adapter.ts';
import { startOnPlatform, type PlatformStartDeps } from '../platform-start.ts';
import { mailAdapter } from './mail-adapter.ts';
import { mailStoreSdkUrl } from './mail-store-sdk.ts';
import { mystoreAdapter } from './mystore-adapter.ts';

const pack: PurchasePack = { id: 'gems_110', gems: 110, price: 9900, currency: 'RUB' };

/**
 * A fake Mail.ru / VK Play iframe API: `iframeApi(options)` answers the API object and keeps the
 * callbacks; `paymentFrame` records the request and plays the store's answer (`received`, `closed`,
 * or nothing). No network: loading a script puts the fake on the page only when asked to.
 */
function fakeStore(answer: 'received' | 'closed' | 'silent' = 'received') {
  const options: Record<string, unknown>[] = [];
  const paymentFrame = vi.fn((_request: Record<string, unknown>) => {
    const callbacks = options[0] as Record<string, () => void>;
    if (answer === 'received') {
      callbacks.paymentReceivedCallback!();
      callbacks.paymentWindowClosedCallback!();
    } else if (answer === 'closed') callbacks.paymentWindowClosedCallback!();
  });
  const iframeApi = vi.fn(async (given: Record<string, unknown>) => {
    options.push(given);
    return { paymentFrame };
  });
  return { iframeApi, paymentFrame, options };
}

const env = (global: Record<string, unknown>, search: string): AdapterEnv => ({
  global,
  search,
  loadScript: () => Promise.reject(new Error('no network')),
});

afterEach(() => vi.useRealTimers());

describe('mailAdapter', () => {
  it('signs in with the signed address as it came, through the launch call', async () => {
    const store = fakeStore();
    const search = '?uid=7001&appid=77&sign=0123456789abcdef0123456789abcdef';
    const adapter = mailAdapter(env({ iframeApi: store.iframeApi }, search));
    await adapter.ready();
    expect(store.options[0]).toMatchObject({ appid: '77' });
    const call = await adapter.signInCall('ru');
    expect(call?.route.path).toBe('/api/integration/launch/authenticate');
    expect(call?.body).toEqual({ source: 'mail', params: search.slice(1), lang: 'ru' });
    expect(adapter.ids()).toEqual({});
    expect(await mailAdapter(env({}, '?uid=7001&appid=77')).signInCall('ru')).toBeNull();
  });

  it("loads the store's script for our appid, and its payment window sells in roubles only", async () => {
    const store = fakeStore();
    const global: Record<string, unknown> = {};
    const loadScript = vi.fn(async () => {
      global.iframeApi = store.iframeApi;
    });
    const adapter = mailAdapter({ global, search: '?uid=1&appid=77&sign=x', loadScript });
    await adapter.ready();
    expect(loadScript).toHaveBeenCalledWith(mailStoreSdkUrl('mail', '77'));
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'confirmed' });
    expect(store.paymentFrame).toHaveBeenCalledWith({
      merchant_param: 'gems_110',
      amount: '99.00',
      currency: 'RUB',
      description: '110 💎',
    });
    expect(await adapter.purchase?.({ ...pack, currency: 'USD' })).toEqual({ outcome: 'failed' });
    expect(store.paymentFrame).toHaveBeenCalledTimes(1);
  });

  it('shows the reload page when the store API does not answer within 5 s, or without an appid', async () => {
    vi.useFakeTimers();
    const never = { iframeApi: () => new Promise(() => undefined) };
    const showReloadPage = vi.fn();
    const deps: PlatformStartDeps = {
      env: env(never, '?uid=1&appid=77&sign=x'),
      loadFactory: async () => mailAdapter,
      signIn: vi.fn(),
      setIds: vi.fn(),
      showReloadPage,
      resetAndReload: vi.fn(),
      reload: vi.fn(),
      lang: 'en',
      warn: () => undefined,
    };
    const started = startOnPlatform('mail', deps);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await started).toBeNull();
    expect(showReloadPage).toHaveBeenCalledTimes(1);
    expect(deps.signIn).not.toHaveBeenCalled();
    vi.useRealTimers();
    await expect(mailAdapter(env({ iframeApi: fakeStore().iframeApi }, '?uid=1&sign=x')).ready()).rejects.toThrow();
  });
});

describe('mystoreAdapter purchases', () => {
  const search = '?uid=8001&appid=77&currency=USD&sign=abc';

  it("opens VK Play's payment window in the store's currency; the store's callback confirms it", async () => {
    const store = fakeStore();
    const adapter = mystoreAdapter(env({ iframeApi: store.iframeApi }, search));
    await adapter.ready();
    const dollars = { ...pack, price: 199, currency: 'USD' };
    expect(await adapter.purchase?.(dollars)).toEqual({ outcome: 'confirmed' });
    expect(store.paymentFrame).toHaveBeenCalledWith(
      expect.objectContaining({ merchant_param: 'gems_110', amount: '1.99', currency: 'USD' }),
    );
    expect(await adapter.purchase?.({ ...pack, price: 14, currency: 'VOTE' })).toEqual({ outcome: 'failed' });
  });

  it('a window closed before the payment is a cancel; a window that never answers is given up by the next', async () => {
    const closed = fakeStore('closed');
    const adapter = mystoreAdapter(env({ iframeApi: closed.iframeApi }, search));
    await adapter.ready();
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'cancelled' });

    const silent = fakeStore('silent');
    const other = mystoreAdapter(env({ iframeApi: silent.iframeApi }, search));
    await other.ready();
    const first = other.purchase!(pack);
    const second = other.purchase!(pack);
    expect(await first).toEqual({ outcome: 'failed' });
    (silent.options[0] as Record<string, () => void>).paymentReceivedCallback!();
    expect(await second).toEqual({ outcome: 'confirmed' });
  });

  it('a payment window that throws is a failure; no purchase before the SDK is ready', async () => {
    const store = fakeStore();
    store.paymentFrame.mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    const adapter = mystoreAdapter(env({ iframeApi: store.iframeApi }, search));
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'failed' });
    await adapter.ready();
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'failed' });
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'confirmed' });
  });
});
