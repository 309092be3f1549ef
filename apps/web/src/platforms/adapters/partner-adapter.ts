import { launchAuthenticateRoute } from '@rol/protocol/platform-routes';
import type { AdapterFactory } from '../platform-adapter.ts';

/** Which address parameter names the player on each partner portal (the server reads the same). */
const USER_PARAM = { exe: 'exe_user', beeline: 'beeline_login' } as const;

/**
 * The partner portals exe and beeline open the game with a link signed by the secret we share with
 * them (the user parameter, `ts`, optionally `name` and `lang`, and `sign`); the player signs in with
 * the address as it came (`launch/authenticate`), and the server checks the signature and the time.
 * No SDK: the adapter is ready at once. The user parameter already goes out as its header from the
 * address (§7). No ads, no purchases (the portals sell nothing in the game).
 */
function partnerAdapter(source: 'exe' | 'beeline'): AdapterFactory {
  return (env) => {
    const params = env.search.replace(/^\?/, '');
    const query = new URLSearchParams(params);
    const signed = (query.get(USER_PARAM[source]) ?? '') !== '' && query.has('sign') && query.has('ts');
    return {
      family: source,
      ready: () => Promise.resolve(),
      async signInCall(lang) {
        return signed ? { route: launchAuthenticateRoute, body: { source, params, lang } } : null;
      },
      ids: () => ({}),
      showAd: () => Promise.resolve(false),
      watchAccount: () => () => undefined,
    };
  };
}

export const exeAdapter = partnerAdapter('exe');
export const beelineAdapter = partnerAdapter('beeline');
