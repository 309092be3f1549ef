import { kongAuthenticateRoute } from '@rol/protocol/platform-routes';
import { kongBuyRoute } from '@rol/protocol/platform-payment-routes';
import { sdkGlobal, type AdapterFactory } from '../platform-adapter.ts';

/** The parts of Kongregate's JavaScript API the game uses. */
export interface KongServices {
  isGuest(): boolean;
  getUserId(): number;
  getUsername(): string;
  getGameAuthToken(): string;
  addEventListener(event: 'login', listener: () => void): void;
}
/** Kongregate's microtransactions: the purchase dialog for items of our Kongregate catalogue. */
export interface KongMtx {
  purchaseItems(items: string[], done: (result: { success: boolean }) => void): void;
}
interface KongregateApiLoader {
  loadAPI(onLoaded: () => void): void;
  getAPI(): { services: KongServices; mtx?: KongMtx };
}

const SDK_URL = 'https://cdn1.kongregate.com/javascripts/kongregate_api.js';

/**
 * Kongregate: a logged-in player signs in with their user id and game auth token, which the server
 * confirms with Kongregate's own API; a Kongregate guest plays as a guest of the game. Logging in
 * while playing is reported. Kongregate shows no ads to games through this API.
 *
 * A purchase is Kongregate's dialog for the pack's item (the item identifier is the pack id). Its
 * "success" is only the client's word: the server lists the player's items with Kongregate's server
 * API, credits each pack item once and uses it up (`kong/buy`). The same call at every start credits
 * items bought while the game did not hear back (a closed page). Kongregate's dialog does not tell a
 * cancel from a failure: both say the purchase was cancelled.
 */
export const kongregateAdapter: AdapterFactory = (env) => {
  let services: KongServices | null = null;
  let mtx: KongMtx | null = null;
  const signedInToken = () => (services && !services.isGuest() ? services.getGameAuthToken() : null);
  return {
    family: 'kong',
    async ready() {
      const loader = await sdkGlobal<KongregateApiLoader>(env, 'kongregateAPI', SDK_URL);
      await new Promise<void>((resolve) => loader.loadAPI(resolve));
      const api = loader.getAPI();
      services = api.services;
      mtx = api.mtx ?? null;
    },
    async signInCall() {
      if (!services || services.isGuest()) return null;
      return {
        route: kongAuthenticateRoute,
        body: {
          kongId: String(services.getUserId()),
          username: services.getUsername(),
          token: services.getGameAuthToken(),
        },
      };
    },
    ids: () => (services && !services.isGuest() ? { kongId: String(services.getUserId()) } : {}),
    showAd: () => Promise.resolve(false),
    watchAccount(onChange) {
      let active = true;
      services?.addEventListener('login', () => {
        if (active) onChange();
      });
      // Kongregate's API cannot remove a listener: the unsubscribe silences it.
      return () => {
        active = false;
      };
    },
    purchase(pack) {
      const token = signedInToken();
      // A Kongregate guest has no items: the dialog would ask them to log in, which reloads the page.
      if (!mtx || token === null) return Promise.resolve({ outcome: 'failed' });
      const dialog = mtx;
      return new Promise((resolve) =>
        dialog.purchaseItems([pack.id], (result) =>
          resolve(
            result.success
              ? { outcome: 'verify', call: { route: kongBuyRoute, body: { token } } }
              : { outcome: 'cancelled' },
          ),
        ),
      );
    },
    replayCall() {
      const token = signedInToken();
      return Promise.resolve(token === null ? null : { route: kongBuyRoute, body: { token } });
    },
  };
};
