import { launchAuthenticateRoute } from '@rol/protocol/platform-routes';
import type { AdapterFactory } from '../platform-adapter.ts';
import { mailStoreSdk } from './mail-store-sdk.ts';

/**
 * Mail.ru games (mail): the store opens the game with signed parameters (`uid`, `appid`, `sign`, …)
 * in its address; the player signs in with them as they came (`launch/authenticate`, source `mail`;
 * the server checks `sign` with the store's secret). The uid already goes out as the `uid` header
 * from the address. The store's SDK is ready when its iframe API answers; a purchase is its payment
 * window in roubles, confirmed to our server by the store's billing callback. No ads.
 */
export const mailAdapter: AdapterFactory = (env) => {
  const params = env.search.replace(/^\?/, '');
  const query = new URLSearchParams(params);
  const signed = (query.get('uid') ?? '') !== '' && query.has('sign');
  const sdk = mailStoreSdk(env, 'mail', query.get('appid'));
  return {
    family: 'mail',
    ready: () => sdk.ready(),
    async signInCall(lang) {
      return signed ? { route: launchAuthenticateRoute, body: { source: 'mail', params, lang } } : null;
    },
    ids: () => ({}),
    showAd: () => Promise.resolve(false),
    watchAccount: () => () => undefined,
    purchase: (pack) => sdk.purchase(pack),
  };
};
