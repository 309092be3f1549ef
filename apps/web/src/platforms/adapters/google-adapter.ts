import { launchAuthenticateRoute } from '@rol/protocol/platform-routes';
import type { AdapterFactory } from '../platform-adapter.ts';

/** Google's ID tokens are three base64url parts (a JWT); anything else is not sent. */
const JWT = /^[\w-]+\.[\w-]+\.[\w-]*$/;

/**
 * Google (`platform=google`): the page is opened with a Google ID token, by Google's own sign-in
 * redirect (`response_type=id_token`, the token in the address's fragment) or by the game's shell
 * (in the query); the player signs in with it (`launch/authenticate`, source `google`,
 * `id_token=<token>`), and the server checks it against Google's keys and our client id. No token:
 * the player plays as a guest. No SDK is needed, so the adapter is ready at once. No ads.
 */
export const googleAdapter: AdapterFactory = (env) => {
  const fromHash = new URLSearchParams((env.hash ?? '').replace(/^#/, '')).get('id_token');
  const token = fromHash ?? new URLSearchParams(env.search).get('id_token');
  const usable = token !== null && JWT.test(token);
  return {
    family: 'google',
    ready: () => Promise.resolve(),
    async signInCall(lang) {
      if (!usable) return null;
      return {
        route: launchAuthenticateRoute,
        body: { source: 'google', params: `id_token=${encodeURIComponent(token)}`, lang },
      };
    },
    ids: () => ({}),
    showAd: () => Promise.resolve(false),
    watchAccount: () => () => undefined,
  };
};
