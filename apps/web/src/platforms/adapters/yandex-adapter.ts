import { yandexAuthenticateRoute } from '@rol/protocol/platform-routes';
import { sdkGlobal, type AdapterFactory } from '../platform-adapter.ts';
import { rememberYandexSignature } from '../yandex-signatures.ts';

/** The parts of the Yandex Games SDK the game uses. */
interface YandexPlayer {
  signature?: string;
  getUniqueID(): string;
  isAuthorized?(): boolean;
}
interface YandexSdk {
  getPlayer(options: { signed: boolean }): Promise<YandexPlayer>;
  features?: { LoadingAPI?: { ready(): void } };
  adv: {
    showFullscreenAdv(options: {
      callbacks: { onClose?(shown: boolean): void; onError?(e: unknown): void };
    }): void;
    showRewardedVideo(options: {
      callbacks: { onRewarded?(): void; onClose?(): void; onError?(e: unknown): void };
    }): void;
  };
}

const SDK_URL = '/sdk.js';

/**
 * Yandex Games: signs in with `player.signature` (`getPlayer({ signed: true })`); the unique id is
 * only a hint header. When the player logs into Yandex, Yandex reloads the game's page itself.
 */
export const yandexAdapter: AdapterFactory = (env) => {
  let sdk: YandexSdk | null = null;
  let player: YandexPlayer | null = null;
  return {
    family: 'ya',
    async ready() {
      const games = await sdkGlobal<{ init(): Promise<YandexSdk> }>(env, 'YaGames', SDK_URL);
      sdk = await games.init();
      player = await sdk.getPlayer({ signed: true });
      sdk.features?.LoadingAPI?.ready();
    },
    async signInCall(lang) {
      if (!player?.signature) return null;
      return {
        route: yandexAuthenticateRoute,
        body: { signature: player.signature, uniqueIds: player.getUniqueID(), lang },
      };
    },
    signedIn(call) {
      if (typeof call.body.signature === 'string') rememberYandexSignature(call.body.signature);
    },
    ids: () => (player ? { ya_unique_id: player.getUniqueID() } : {}),
    showAd(kind) {
      const adv = sdk?.adv;
      if (!adv) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => {
        if (kind === 'interstitial') {
          adv.showFullscreenAdv({
            callbacks: { onClose: (shown) => resolve(shown), onError: () => resolve(false) },
          });
          return;
        }
        let rewarded = false;
        adv.showRewardedVideo({
          callbacks: {
            onRewarded: () => (rewarded = true),
            onClose: () => resolve(rewarded),
            onError: () => resolve(false),
          },
        });
      });
    },
    watchAccount: () => () => undefined,
  };
};
