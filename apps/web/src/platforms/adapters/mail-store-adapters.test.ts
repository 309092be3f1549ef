import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdapterEnv, PurchasePack } from '../platform-adapter.ts';
import { startOnPlatform, type PlatformStartDeps } from '../platform-start.ts';
import { mailAdapter } from './mail-adapter.ts';
import { mailStoreSdkUrl, registrationStep } from './mail-store-sdk.ts';
import { MYSTORE_APP_ID, mystoreAdapter } from './mystore-adapter.ts';

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
    expect(store.iframeApi).not.toHaveBeenCalled();
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
    expect(loadScript).not.toHaveBeenCalled();
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'confirmed' });
    expect(loadScript).toHaveBeenCalledWith(mailStoreSdkUrl('mail', '77'));
    expect(store.options[0]).toMatchObject({ appid: '77' });
    expect(store.paymentFrame).toHaveBeenCalledWith({
      merchant_param: { item_id: 'gems_110', amount: 99, currency: 'RUB', description: '110 💎' },
    });
    expect(await adapter.purchase?.({ ...pack, currency: 'USD' })).toEqual({ outcome: 'failed' });
    expect(store.paymentFrame).toHaveBeenCalledTimes(1);
  });

  it("starts without the store's script: sign-in needs only the signed address", async () => {
    const never = { iframeApi: () => new Promise(() => undefined) };
    const signIn = vi.fn(async () => ({ playerId: 1 }));
    const showReloadPage = vi.fn();
    const deps = {
      env: env(never, '?uid=1&appid=77&sign=x'),
      loadFactory: async () => mailAdapter,
      signIn,
      setIds: vi.fn(),
      showReloadPage,
      resetAndReload: vi.fn(),
      reload: vi.fn(),
      lang: 'en',
      warn: () => undefined,
    } as unknown as PlatformStartDeps;
    await startOnPlatform('mail', deps);
    expect(showReloadPage).not.toHaveBeenCalled();
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it("a purchase fails when the store's script cannot load, and loads it again at the next", async () => {
    const store = fakeStore();
    const global: Record<string, unknown> = {};
    let attempts = 0;
    const loadScript = vi.fn(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      global.iframeApi = store.iframeApi;
    });
    const adapter = mailAdapter({ global, search: '?uid=1&appid=77&sign=x', loadScript });
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'failed' });
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'confirmed' });
    expect(await mailAdapter(env({ iframeApi: store.iframeApi }, '?uid=1&sign=x')).purchase?.(pack)).toEqual({
      outcome: 'failed',
    });
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
      { merchant_param: expect.objectContaining({ item_id: 'gems_110', amount: 1.99, currency: 'USD' }) },
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

  it('a payment window that throws is a failure', async () => {
    const store = fakeStore();
    store.paymentFrame.mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    const adapter = mystoreAdapter(env({ iframeApi: store.iframeApi }, search));
    await adapter.ready();
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'failed' });
    expect(await adapter.purchase?.(pack)).toEqual({ outcome: 'confirmed' });
  });
});

/**
 * A fake VK Play API with the registration: `registerUser` answers `registerUserCallback` with
 * `registration`, `userInfo` answers `userInfoCallback` with `user`, `authUser` is recorded.
 */
function registeringStore(registration: Record<string, unknown>, user: Record<string, unknown> = { uid: '8001' }) {
  const calls: string[] = [];
  const options: Record<string, (value: unknown) => void>[] = [];
  const iframeApi = vi.fn(async (given: Record<string, (value: unknown) => void>) => {
    options.push(given);
    return {
      paymentFrame: vi.fn(),
      registerUser: () => {
        calls.push('registerUser');
        given.registerUserCallback!(registration);
      },
      userInfo: () => {
        calls.push('userInfo');
        given.userInfoCallback!(user);
      },
      authUser: () => calls.push('authUser'),
    };
  });
  return { iframeApi, calls, options };
}

describe('mystore registration (§7) and app id (§9)', () => {
  const search = '?uid=8001&appid=77&sign=abc';

  it('reads the register callback: ok and 1001 go on to the user info, anything else authenticates', () => {
    expect(registrationStep({ status: 'ok' })).toBe('user-info');
    expect(registrationStep({ status: 'error', errcode: 1001 })).toBe('user-info');
    expect(registrationStep({ status: 'error', errcode: '1001' })).toBe('user-info');
    expect(registrationStep({ status: 'error', errcode: 1002 })).toBe('authenticate');
    expect(registrationStep(null)).toBe('authenticate');
  });

  it('already registered (1001): the user info is fetched and the player signs in', async () => {
    const store = registeringStore({ status: 'error', errcode: 1001 });
    const adapter = mystoreAdapter(env({ iframeApi: store.iframeApi }, search));
    const call = await adapter.signInCall('ru');
    expect(store.calls).toEqual(['registerUser', 'userInfo']);
    expect(call?.route.path).toBe('/api/integration/mystore/client/authenticate');
    // The store is asked for the game's fixed app id, not the address's.
    expect(store.options[0]).toMatchObject({ appid: MYSTORE_APP_ID });
  });

  it('another failure opens the store’s sign-in; the signed address still signs in', async () => {
    const store = registeringStore({ status: 'error', errcode: 500 });
    const call = await mystoreAdapter(env({ iframeApi: store.iframeApi }, search)).signInCall('ru');
    expect(store.calls).toEqual(['registerUser', 'authUser']);
    expect(call?.body).toMatchObject({ uid: '8001' });
  });

  it('an address signed for another user than the store’s signs nobody in', async () => {
    const store = registeringStore({ status: 'ok' }, { uid: '9999' });
    expect(await mystoreAdapter(env({ iframeApi: store.iframeApi }, search)).signInCall('ru')).toBeNull();
  });

  it('loads the store’s script for the fixed app id', async () => {
    const loadScript = vi.fn(() => Promise.reject(new Error('no network')));
    const adapter = mystoreAdapter({ global: {}, search, loadScript });
    expect((await adapter.signInCall('ru'))?.body).toMatchObject({ uid: '8001' });
    expect(loadScript).toHaveBeenCalledWith(mailStoreSdkUrl('mystore', MYSTORE_APP_ID));
  });
});
