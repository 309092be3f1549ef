import { describe, expect, it, vi } from 'vitest';
import { kongregateAdapter, type KongServices } from './kongregate-adapter.ts';
import { mystoreAdapter } from './mystore-adapter.ts';

const noNetwork = () => Promise.reject(new Error('no network'));

/** A fake Kongregate API: no network. */
function fakeKongregate(guest: boolean) {
  const listeners: (() => void)[] = [];
  const services: KongServices = {
    isGuest: () => guest,
    getUserId: () => 4201,
    getUsername: () => 'kong_user',
    getGameAuthToken: () => 'auth-token',
    addEventListener: (_event, listener) => listeners.push(listener),
  };
  const kongregateAPI = { loadAPI: vi.fn((done: () => void) => done()), getAPI: () => ({ services }) };
  return { kongregateAPI, listeners };
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

describe('mystoreAdapter', () => {
  it('signs in with the signed address as it came, with the store currency, and sends the uid', async () => {
    const search = '?uid=8001&appid=77&currency=USD&sign=abc';
    const adapter = mystoreAdapter({ global: {}, search, loadScript: noNetwork });
    await adapter.ready();
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
