import { launchAuthenticateRoute } from '@rol/protocol/platform-routes';
import type { AdapterFactory } from '../platform-adapter.ts';

/**
 * Fotostrana (foto): the portal opens the game with `fotoUid`, `appId` and the iframe key `authKey`
 * in its address; the player signs in with them as they came (the server checks the key). No SDK
 * is needed for that, so the adapter is ready at once; the uid already goes out as the `fotoUid`
 * header from the address. Fotostrana's gift is asked for at start (platform-gift.ts). No ads.
 */
export const fotoAdapter: AdapterFactory = (env) => {
  const params = env.search.replace(/^\?/, '');
  const query = new URLSearchParams(params);
  const signed = (query.get('fotoUid') ?? '') !== '' && query.has('authKey');
  return {
    family: 'foto',
    ready: () => Promise.resolve(),
    async signInCall(lang) {
      return signed ? { route: launchAuthenticateRoute, body: { source: 'foto', params, lang } } : null;
    },
    ids: () => ({}),
    showAd: () => Promise.resolve(false),
    watchAccount: () => () => undefined,
  };
};
