import { describe, expect, it, vi } from 'vitest';
import { replayPlatformPurchases } from '../purchase-replay.ts';
import { fotoAdapter } from './foto-adapter.ts';
import { kongregateAdapter, type KongMtx, type KongServices } from './kongregate-adapter.ts';
import { mystoreAdapter } from './mystore-adapter.ts';

const noNetwork = () => Promise.reject(new Error('no network'));

/** A fake Kongregate API: no network. */
function fakeKongregate(guest: boolean, success = true) {
  const listeners: (() => void)[] = [];
  const services: KongServices = {
    isGuest: () => guest,
    getUserId: () => 4201,
    getUsername: () => 'kong_user',
    getGameAuthToken: () => 'auth-token',
    addEventListener: (_event, listener) => listeners.push(listener),
  };
  const mtx: KongMtx = {
    purchaseItems: vi.fn((_items: string[], done: (result: { success: boolean }) => void) => done({ success })),
  };
  const kongregateAPI = { loadAPI: vi.fn((done: () => void) => done()), getAPI: () => ({ services, mtx }) };
  return { kongregateAPI, listeners, mtx };
}

describe('kongregateAdapter', () => {
  it('signs a logged-in player in with the user id and game auth token and sends the kongId header', async () => {
    const { kongregateAPI, listeners } = fakeKongregate(false);
    const adapter = kongregateAdapter({ global: { kongregateAPI }, search: '', loadScript: noNetwork });
    await adapter.ready();
    expect(kongregateAPI.loadAPI).toHaveBeenCalled();
    const call = await adapter.signInCall('en');
    expect(call?.route.path).toBe('/api/integration/kong/authenticate');
    expect(call?.body).toEqual({ kongId: '4201', username: 'kong_user', token: 'auth-token' });
    expect(adapter.ids()).toEqual({ kongId: '4201' });
    const changed = vi.fn();
    const stop = adapter.watchAccount(changed);
    listeners[0]!();
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
    listeners[0]!();
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('leaves a Kongregate guest a guest of the game, and loads the script when the API is missing', async () => {
    const { kongregateAPI } = fakeKongregate(true);
    const global: Record<string, unknown> = {};
    const loadScript = vi.fn(async () => {
      global.kongregateAPI = kongregateAPI;
    });
    const adapter = kongregateAdapter({ global, search: '', loadScript });
    await adapter.ready();
    expect(loadScript).toHaveBeenCalledWith('https://cdn1.kongregate.com/javascripts/kongregate_api.js');
    expect(await adapter.signInCall('en')).toBeNull();
    expect(adapter.ids()).toEqual({});
    expect(await adapter.showAd('rewarded')).toBe(false);
  });
});

describe('kongregateAdapter purchases', () => {
  const pack = { id: 'gems_110', gems: 110, price: 9900, currency: 'RUB' };

  it("opens the item dialog and hands the server's check the game auth token; a refusal is a cancel", async () => {
    const paid = fakeKongregate(false);
    const adapter = kongregateAdapter({ global: { kongregateAPI: paid.kongregateAPI }, search: '', loadScript: noNetwork });
    await adapter.ready();
    const outcome = await adapter.purchase?.(pack);
    expect(paid.mtx.purchaseItems).toHaveBeenCalledWith(['gems_110'], expect.any(Function));
    expect(outcome?.outcome).toBe('verify');
    if (outcome?.outcome !== 'verify') return;
    expect(outcome.call.route.path).toBe('/api/integration/kong/buy');
    expect(outcome.call.body).toEqual({ token: 'auth-token' });
    const refused = fakeKongregate(false, false);
    const other = kongregateAdapter({ global: { kongregateAPI: refused.kongregateAPI }, search: '', loadScript: noNetwork });
    await other.ready();
    expect(await other.purchase?.(pack)).toEqual({ outcome: 'cancelled' });
  });

  it('asks the server for unused items at every start; a guest neither buys nor replays', async () => {
    const { kongregateAPI } = fakeKongregate(false);
    const adapter = kongregateAdapter({ global: { kongregateAPI }, search: '', loadScript: noNetwork });
    await adapter.ready();
    const credit = vi.fn(async () => ({ credited: 50, tokens: [] }));
    expect(await replayPlatformPurchases(adapter, credit)).toBe(50);
    expect(credit).toHaveBeenCalledWith(expect.objectContaining({ body: { token: 'auth-token' } }));
    const guest = fakeKongregate(true);
    const guestAdapter = kongregateAdapter({ global: { kongregateAPI: guest.kongregateAPI }, search: '', loadScript: noNetwork });
    await guestAdapter.ready();
    expect(await guestAdapter.purchase?.(pack)).toEqual({ outcome: 'failed' });
    expect(guest.mtx.purchaseItems).not.toHaveBeenCalled();
    const none = vi.fn();
    expect(await replayPlatformPurchases(guestAdapter, none)).toBe(0);
    expect(none).not.toHaveBeenCalled();
  });
});

describe('fotoAdapter', () => {
  it('signs in with the signed address as it came; without the key it plays as a guest', async () => {
    const search = '?fotoUid=5005&appId=77&authKey=abc';
    const adapter = fotoAdapter({ global: {}, search, loadScript: noNetwork });
    await adapter.ready();
    const call = await adapter.signInCall('ru');
    expect(call?.route.path).toBe('/api/integration/launch/authenticate');
    expect(call?.body).toEqual({ source: 'foto', params: 'fotoUid=5005&appId=77&authKey=abc', lang: 'ru' });
    expect(await fotoAdapter({ global: {}, search: '?fotoUid=5005', loadScript: noNetwork }).signInCall('ru')).toBeNull();
  });
});

describe('mystoreAdapter', () => {
  it('signs in with the signed address as it came, with the store currency, and sends the uid', async () => {
    const search = '?uid=8001&appid=77&currency=USD&sign=abc';
    const iframeApi = vi.fn(async () => ({ paymentFrame: vi.fn() }));
    const adapter = mystoreAdapter({ global: { iframeApi }, search, loadScript: noNetwork });
    await adapter.ready();
    expect(iframeApi).not.toHaveBeenCalled();
    const call = await adapter.signInCall('ru');
    expect(call?.route.path).toBe('/api/integration/mystore/client/authenticate');
    expect(call?.body).toEqual({
      uid: '8001',
      params: 'uid=8001&appid=77&currency=USD&sign=abc',
      lang: 'ru',
      currency: 'USD',
    });
    expect(adapter.ids()).toEqual({ mystoreUid: '8001' });
  });

  it('plays as a guest without a signed address', async () => {
    const adapter = mystoreAdapter({ global: {}, search: '?uid=8001', loadScript: noNetwork });
    expect(await adapter.signInCall('ru')).toBeNull();
    expect(adapter.ids()).toEqual({});
  });
});
