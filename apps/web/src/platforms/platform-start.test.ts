import { describe, expect, it, vi } from 'vitest';
import { crazyGamesAdapter } from './adapters/crazygames-adapter.ts';
import { okAdapter } from './adapters/ok-adapter.ts';
import { telegramAdapter } from './adapters/telegram-adapter.ts';
import { vkAdapter } from './adapters/vk-adapter.ts';
import { REFERRAL_DISABLED_SOURCES } from '@rol/rules/economy/referral';
import { detectPlatform, referralEnabled } from './detect-platform.ts';
import type { AdapterEnv, AdapterFactory, PlatformFamily, PlatformSignInCall } from './platform-adapter.ts';
import { chooserOffer, startOnPlatform, type PlatformStartDeps } from './platform-start.ts';

/** Fake SDKs only: nothing here reaches the network (loading a script is a test failure). */
function env(global: Record<string, unknown>, search = ''): AdapterEnv {
  return { global, search, loadScript: () => Promise.reject(new Error('no network in tests')) };
}

function deps(e: AdapterEnv, factory: AdapterFactory, overrides: Partial<PlatformStartDeps> = {}) {
  const calls: PlatformSignInCall[] = [];
  const d: PlatformStartDeps = {
    env: e,
    loadFactory: async () => factory,
    signIn: async (call) => {
      calls.push(call);
      return { playerId: 7, how: 'existing' };
    },
    setIds: vi.fn(),
    showReloadPage: vi.fn(),
    resetAndReload: vi.fn(),
    reload: vi.fn(),
    lang: 'en',
    warn: () => undefined,
    ...overrides,
  };
  return { d, calls };
}

describe('detectPlatform', () => {
  it('reads the platform from the address, the SDK globals and the hosts', () => {
    expect(detectPlatform('?platform=ok', 'game.example', {})).toBe('ok');
    expect(detectPlatform('', 'game.example', { Telegram: { WebApp: { initData: 'a=1' } } })).toBe('tg');
    expect(detectPlatform('', 'game.example', { Telegram: { WebApp: { initData: '' } } })).toBeNull();
    expect(detectPlatform('?vk_user_id=1&sign=x', 'game.example', {})).toBe('vk');
    expect(detectPlatform('?logged_user_id=1&auth_sig=x', 'game.example', {})).toBe('ok');
    expect(detectPlatform('?platform=gp_partner', 'game.example', {})).toBe('gp');
    // RuStore's Android shell names it; the adapter then waits for the shell's bridge.
    expect(detectPlatform('?platform=rustore', 'game.example', {})).toBe('rustore');
    expect(detectPlatform('?fotoUid=5&appId=7&authKey=k', 'game.example', {})).toBe('foto');
    expect(detectPlatform('', 'app-100.games.s3.yandex.net', {})).toBe('ya');
    expect(detectPlatform('', 'www.crazygames.com', {})).toBe('crazygames');
    expect(detectPlatform('?platform=unknown', 'game.example', {})).toBeNull();
    // Mail.ru games by its signed address; VK Play's look alike, so it is named.
    expect(detectPlatform('?uid=1&appid=77&sign=s', 'game.example', {})).toBe('mail');
    expect(detectPlatform('?platform=mystore&uid=1&appid=77&sign=s', 'game.example', {})).toBe('mystore');
    expect(detectPlatform('?uid=1&sign=s', 'game.example', {})).toBeNull();
    // The partner portals by their signed links; Google by name.
    expect(detectPlatform('?exe_user=4&ts=1&sign=s', 'game.example', {})).toBe('exe');
    expect(detectPlatform('?beeline_login=b&ts=1&sign=s', 'game.example', {})).toBe('beeline');
    expect(detectPlatform('?exe_user=4', 'game.example', {})).toBeNull();
    expect(detectPlatform('?platform=google', 'game.example', {})).toBe('google');
  });

  it('turns the referral system off for Telegram and partner portals only', () => {
    expect(referralEnabled(null)).toBe(true);
    expect(referralEnabled('vk')).toBe(true);
    expect(referralEnabled('tg')).toBe(false);
    expect(referralEnabled('beeline')).toBe(false);
    // One rule with the server's: every source it disables, the client disables too.
    for (const source of REFERRAL_DISABLED_SOURCES) expect(referralEnabled(source)).toBe(false);
    expect(referralEnabled('exe')).toBe(false);
    for (const source of ['own', 'ya', 'ok', 'mail', 'mystore', 'gp', 'kong']) expect(referralEnabled(source)).toBe(true);
  });
});

describe('startOnPlatform', () => {
  it('signs the Telegram player in with initData and sends the user id header', async () => {
    const ready = vi.fn();
    const e = env({
      Telegram: { WebApp: { initData: 'user=1&hash=2', initDataUnsafe: { user: { id: 42 } }, ready } },
    });
    const { d, calls } = deps(e, telegramAdapter);
    const adapter = await startOnPlatform('tg', d);
    expect(adapter?.family).toBe('tg');
    expect(ready).toHaveBeenCalled();
    expect(d.setIds).toHaveBeenCalledWith({ tg_user_id: '42' });
    expect(calls[0]?.route.path).toBe('/api/integration/telegram/authenticate');
    expect(calls[0]?.body).toEqual({ initData: 'user=1&hash=2', lang: 'en' });
  });

  it('shows the reload page when the SDK is not ready within 5 s', async () => {
    vi.useFakeTimers();
    try {
      const never: AdapterFactory = (e) => ({
        ...telegramAdapter(e),
        ready: () => new Promise(() => undefined),
      });
      const { d, calls } = deps(env({}), never);
      const started = startOnPlatform('tg', d);
      await vi.advanceTimersByTimeAsync(5000);
      expect(await started).toBeNull();
      expect(d.showReloadPage).toHaveBeenCalled();
      expect(calls).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('signs VK and OK in with the signed launch parameters, and shows their ads', async () => {
    const send = vi.fn(async (method: string) =>
      method === 'VKWebAppShowNativeAds' ? { result: true } : {},
    );
    const vk = deps(env({ vkBridge: { send } }, '?vk_user_id=5&sign=abc'), vkAdapter);
    const vkAdapterReady = await startOnPlatform('vk', vk.d);
    expect(vk.calls[0]?.body).toEqual({ source: 'vk', params: 'vk_user_id=5&sign=abc', lang: 'en' });
    expect(await vkAdapterReady?.showAd('rewarded')).toBe(true);
    expect(send).toHaveBeenCalledWith('VKWebAppShowNativeAds', { ad_format: 'reward' });

    const global: Record<string, unknown> = {};
    global.FAPI = {
      init: (_s: string, _c: string, ok: () => void) => ok(),
      Util: { getRequestParameters: () => ({}) },
      UI: {
        showAd: () => (global.API_callback as (m: string, r: string, d: string) => void)('showAd', 'ok', ''),
        loadAd: () => (global.API_callback as (m: string, r: string, d: string) => void)('loadAd', 'ok', ''),
        showLoadedAd: () =>
          (global.API_callback as (m: string, r: string, d: string) => void)(
            'showLoadedAd',
            'ok',
            'complete',
          ),
      },
    };
    const ok = deps(env(global, '?logged_user_id=1&session_key=s&auth_sig=x'), okAdapter);
    const okReady = await startOnPlatform('ok', ok.d);
    expect(ok.calls[0]?.body).toMatchObject({ source: 'ok' });
    expect(await okReady?.showAd('rewarded')).toBe(true);
    expect(await okReady?.showAd('interstitial')).toBe(true);
  });

  it('signs a CrazyGames player in with the user token, and resets the session when they log out', async () => {
    const listeners: ((user: unknown) => void)[] = [];
    const SDK = {
      init: async () => undefined,
      user: {
        getUser: async () => ({ userId: 'c1', username: 'Crazy' }),
        getUserToken: async () => 'jwt-token',
        addAuthListener: (l: (user: unknown) => void) => listeners.push(l),
        removeAuthListener: () => undefined,
      },
      ad: { requestAd: (_k: string, cb: { adFinished(): void }) => cb.adFinished() },
    };
    const { d, calls } = deps(env({ CrazyGames: { SDK } }), crazyGamesAdapter);
    const adapter = await startOnPlatform('crazygames', d);
    expect(calls[0]?.body).toEqual({ token: 'jwt-token', lang: 'en' });
    expect(d.setIds).toHaveBeenCalledWith({ crazyId: 'c1' });
    expect(await adapter?.showAd('rewarded')).toBe(true);
    listeners[0]?.({ userId: 'c1' });
    expect(d.resetAndReload).not.toHaveBeenCalled();
    listeners[0]?.(null);
    expect(d.resetAndReload).toHaveBeenCalledTimes(1);
  });

  it('plays as a guest when the platform has nobody signed in, and keeps going when the server refuses', async () => {
    const guest = deps(
      env({
        CrazyGames: {
          SDK: {
            init: async () => undefined,
            user: { getUser: async () => null, addAuthListener: () => undefined },
          },
        },
      }),
      crazyGamesAdapter,
    );
    expect(await startOnPlatform('crazygames', guest.d)).not.toBeNull();
    expect(guest.calls).toHaveLength(0);
    const refused = deps(env({ vkBridge: { send: async () => ({}) } }, '?vk_user_id=5&sign=abc'), vkAdapter, {
      signIn: () => Promise.reject(new Error('PLATFORM_PROOF_INVALID')),
    });
    expect((await startOnPlatform('vk' as PlatformFamily, refused.d))?.family).toBe('vk');
  });
});

describe('chooserOffer', () => {
  it('pairs each account with the signature that proves it, and offers nothing without one', () => {
    const accounts = [{ playerId: 3, nickname: 'A', level: 9, proofIndex: 1 }];
    expect(chooserOffer(8, accounts, ['s0', 's1'])).toEqual({ currId: 8, accounts, proofs: ['s1'] });
    expect(chooserOffer(8, accounts, ['s0'])).toBeNull();
  });
});
