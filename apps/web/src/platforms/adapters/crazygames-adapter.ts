import { crazyAuthenticateRoute } from '@rol/protocol/platform-routes';
import { sdkGlobal, type AdapterFactory } from '../platform-adapter.ts';

/** The parts of the CrazyGames SDK (v3) the game uses. */
interface CrazyUser {
  userId?: string;
  username?: string;
}
interface CrazySdk {
  init(): Promise<void>;
  user: {
    getUser(): Promise<CrazyUser | null>;
    getUserToken(): Promise<string>;
    addAuthListener(listener: (user: CrazyUser | null) => void): void;
    removeAuthListener(listener: (user: CrazyUser | null) => void): void;
  };
  ad: {
    requestAd(
      kind: 'rewarded' | 'midgame',
      callbacks: { adFinished?(): void; adError?(error: unknown): void; adStarted?(): void },
    ): void;
  };
}

const SDK_URL = 'https://sdk.crazygames.com/crazygames-sdk-v3.js';

/**
 * CrazyGames: a player logged into CrazyGames signs in with the user token (a JWT the server
 * checks); a player not logged in plays as a guest. Logging in or out while playing is reported.
 */
export const crazyGamesAdapter: AdapterFactory = (env) => {
  let sdk: CrazySdk | null = null;
  let user: CrazyUser | null = null;
  return {
    family: 'crazygames',
    async ready() {
      const crazy = await sdkGlobal<{ SDK: CrazySdk }>(env, 'CrazyGames', SDK_URL);
      sdk = crazy.SDK;
      await sdk.init();
      user = await sdk.user.getUser();
    },
    async signInCall(lang) {
      if (!sdk || !user) return null;
      return { route: crazyAuthenticateRoute, body: { token: await sdk.user.getUserToken(), lang } };
    },
    ids: () => (user?.userId ? { crazyId: user.userId } : {}),
    showAd(kind) {
      const ad = sdk?.ad;
      if (!ad) return Promise.resolve(false);
      return new Promise((resolve) =>
        ad.requestAd(kind === 'rewarded' ? 'rewarded' : 'midgame', {
          adFinished: () => resolve(true),
          adError: () => resolve(false),
        }),
      );
    },
    watchAccount(onChange) {
      const listener = (next: CrazyUser | null) => {
        if ((next?.userId ?? null) !== (user?.userId ?? null)) onChange();
      };
      sdk?.user.addAuthListener(listener);
      return () => sdk?.user.removeAuthListener(listener);
    },
  };
};
