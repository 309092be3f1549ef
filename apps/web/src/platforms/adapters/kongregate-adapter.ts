import { kongAuthenticateRoute } from '@rol/protocol/platform-routes';
import { sdkGlobal, type AdapterFactory } from '../platform-adapter.ts';

/** The parts of Kongregate's JavaScript API the game uses. */
export interface KongServices {
  isGuest(): boolean;
  getUserId(): number;
  getUsername(): string;
  getGameAuthToken(): string;
  addEventListener(event: 'login', listener: () => void): void;
}
interface KongregateApiLoader {
  loadAPI(onLoaded: () => void): void;
  getAPI(): { services: KongServices };
}

const SDK_URL = 'https://cdn1.kongregate.com/javascripts/kongregate_api.js';

/**
 * Kongregate: a logged-in player signs in with their user id and game auth token, which the server
 * confirms with Kongregate's own API; a Kongregate guest plays as a guest of the game. Logging in
 * while playing is reported. Kongregate shows no ads to games through this API.
 */
export const kongregateAdapter: AdapterFactory = (env) => {
  let services: KongServices | null = null;
  return {
    family: 'kong',
    async ready() {
      const loader = await sdkGlobal<KongregateApiLoader>(env, 'kongregateAPI', SDK_URL);
      await new Promise<void>((resolve) => loader.loadAPI(resolve));
      services = loader.getAPI().services;
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
  };
};
