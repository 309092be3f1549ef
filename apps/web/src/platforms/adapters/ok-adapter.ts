import { launchAuthenticateRoute } from '@rol/protocol/platform-routes';
import { sdkGlobal, type AdapterFactory } from '../platform-adapter.ts';

/** The part of OK's FAPI the game uses. */
interface Fapi {
  init(
    apiServer: string,
    apiConnection: string,
    onSuccess: () => void,
    onError: (error: unknown) => void,
  ): void;
  Util: { getRequestParameters(): Record<string, string> };
  UI: {
    showAd(): void;
    loadAd(): void;
    showLoadedAd(): void;
    showPayment(
      name: string,
      description: string,
      code: string,
      price: number,
      options: null,
      attributes: null,
      currency: 'ok',
      callback: 'true',
    ): void;
  };
}

const SDK_URL = 'https://api.ok.ru/js/fapi5.js';

/**
 * OK: signs in with the page's launch parameters (`auth_sig`); ads through FAPI, whose answers come
 * back through the page's global `API_callback(method, result, data)`. A purchase is OK's payment
 * window for the pack (product code = pack id, price in OKs, one to the rouble); OK confirms it to
 * our server by its payment callback, then answers `showPayment` with "ok".
 */
export const okAdapter: AdapterFactory = (env) => {
  let fapi: Fapi | null = null;
  const waiting = new Map<string, (result: string, data: string) => void>();
  return {
    family: 'ok',
    async ready() {
      fapi = await sdkGlobal<Fapi>(env, 'FAPI', SDK_URL);
      const params = fapi.Util.getRequestParameters();
      env.global.API_callback = (method: string, result: string, data: string) => {
        const answer = waiting.get(method);
        waiting.delete(method);
        answer?.(result, data);
      };
      const api = fapi;
      await new Promise<void>((resolve, reject) =>
        api.init(params.api_server ?? '', params.apiconnection ?? '', resolve, reject),
      );
    },
    async signInCall(lang) {
      const params = env.search.replace(/^\?/, '');
      if (!new URLSearchParams(params).has('auth_sig')) return null;
      return { route: launchAuthenticateRoute, body: { source: 'ok', params, lang } };
    },
    ids: () => ({}),
    showAd(kind) {
      const ui = fapi?.UI;
      if (!ui) return Promise.resolve(false);
      if (kind === 'interstitial') {
        return new Promise((resolve) => {
          waiting.set('showAd', (result) => resolve(result === 'ok'));
          ui.showAd();
        });
      }
      return new Promise((resolve) => {
        waiting.set('loadAd', (result) => {
          if (result !== 'ok') return resolve(false);
          waiting.set('showLoadedAd', (shown, data) => resolve(shown === 'ok' && data !== 'skip'));
          ui.showLoadedAd();
        });
        ui.loadAd();
      });
    },
    watchAccount: () => () => undefined,
    purchase(pack) {
      const ui = fapi?.UI;
      // OK sells in OKs, one to the rouble.
      if (!ui || pack.currency !== 'RUB') return Promise.resolve({ outcome: 'failed' });
      return new Promise((resolve) => {
        waiting.set('showPayment', (result, data) =>
          resolve(
            result === 'ok'
              ? { outcome: 'confirmed' }
              : { outcome: /cancel/i.test(data ?? '') ? 'cancelled' : 'failed' },
          ),
        );
        const title = `${pack.gems} 💎`;
        ui.showPayment(title, title, pack.id, Math.round(pack.price / 100), null, null, 'ok', 'true');
      });
    },
  };
};
