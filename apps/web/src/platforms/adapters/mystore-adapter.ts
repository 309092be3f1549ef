import { mystoreAuthenticateRoute } from '@rol/protocol/platform-routes';
import type { AdapterFactory } from '../platform-adapter.ts';
import { mailStoreSdk } from './mail-store-sdk.ts';

/**
 * VK Play (mystore): the store opens the game with signed parameters (`uid`, `appid`, `sign`, …) in
 * its address; the player signs in with them as they are, with the store's `currency` (§5: the
 * bank charges mystore players in roubles unless it says USD or EUR). The store's SDK is ready when
 * its iframe API answers; a purchase is its payment window, confirmed to our server by the store's
 * billing callback. The store's uid goes out as the `uid` header (§7). No ads.
 */
export const mystoreAdapter: AdapterFactory = (env) => {
  const params = env.search.replace(/^\?/, '');
  const query = new URLSearchParams(params);
  const uid = query.get('uid');
  const signed = uid !== null && uid !== '' && query.has('sign');
  const sdk = mailStoreSdk(env, 'mystore', query.get('appid'));
  return {
    family: 'mystore',
    ready: () => sdk.ready(),
    async signInCall(lang) {
      if (!signed) return null;
      const currency = query.get('currency');
      return {
        route: mystoreAuthenticateRoute,
        body: { uid, params, lang, ...(currency ? { currency: currency.slice(0, 8) } : {}) },
      };
    },
    ids: () => (signed && uid !== null ? { mystoreUid: uid } : {}),
    showAd: () => Promise.resolve(false),
    watchAccount: () => () => undefined,
    purchase: (pack) => sdk.purchase(pack),
  };
};
