import { mystoreAuthenticateRoute } from '@rol/protocol/platform-routes';
import type { AdapterFactory } from '../platform-adapter.ts';
import { mailStoreSdk } from './mail-store-sdk.ts';

/**
 * §9: the game's application id on VK Play (mystore), fixed: the store's script and API are asked
 * for it, whatever `appid` the address carries.
 */
export const MYSTORE_APP_ID = '7516';

/**
 * VK Play (mystore): the store opens the game with signed parameters (`uid`, `appid`, `sign`, …) in
 * its address; the player signs in with them as they are, with the store's `currency` (§5: the
 * bank charges mystore players in roubles unless it says USD or EUR). Before that the store's
 * registration runs (§7: error 1001, already registered, reads the user's info like a new
 * registration; any other failure opens the store's sign-in), bounded in time, so a store that does
 * not answer never keeps the player out. A purchase is the store's payment window, confirmed to our
 * server by the store's billing callback. The store's uid goes out as the `uid` header (§7). No ads.
 */
export const mystoreAdapter: AdapterFactory = (env) => {
  const params = env.search.replace(/^\?/, '');
  const query = new URLSearchParams(params);
  const uid = query.get('uid');
  const signed = uid !== null && uid !== '' && query.has('sign');
  const sdk = mailStoreSdk(env, 'mystore', MYSTORE_APP_ID);
  return {
    family: 'mystore',
    ready: () => sdk.ready(),
    async signInCall(lang) {
      if (!signed) return null;
      // The store's user, once registered: an address signed for another user than the one the
      // store has signed in now is stale (the store reloads the game with a fresh one), so it signs
      // nobody in.
      const user = await sdk.register();
      const storeUid = user?.uid;
      if ((typeof storeUid === 'string' || typeof storeUid === 'number') && String(storeUid) !== '' && String(storeUid) !== uid)
        return null;
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
