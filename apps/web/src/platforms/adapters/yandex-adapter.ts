import { yandexDeveloperPayload } from '@rol/protocol/payment-routes';
import { yandexAuthenticateRoute } from '@rol/protocol/platform-routes';
import { sdkGlobal, type AdapterFactory } from '../platform-adapter.ts';
import { rememberYandexSignature } from '../yandex-signatures.ts';

/** The parts of the Yandex Games SDK the game uses. */
interface YandexPlayer {
  signature?: string;
  getUniqueID(): string;
  isAuthorized?(): boolean;
}
/** Yandex's payments object (`getPayments({ signed: true })`): signed answers carry `signature`. */
interface YandexPayments {
  purchase(options: { id: string; developerPayload?: string }): Promise<{ signature?: string }>;
  getPurchases(): Promise<unknown[] & { signature?: string }>;
  consumePurchase(token: string): Promise<unknown>;
}
interface YandexSdk {
  getPlayer(options: { signed: boolean }): Promise<YandexPlayer>;
  getPayments?(options: { signed: boolean }): Promise<YandexPayments>;
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
 * Purchases come back signed for the server to check, naming the buying Yandex account in their
 * developer payload; the client consumes only the tokens the server answers as credited, so a
 * purchase interrupted on the way is found again at the next start.
 */
export const yandexAdapter: AdapterFactory = (env) => {
  let sdk: YandexSdk | null = null;
  let player: YandexPlayer | null = null;
  let payments: Promise<YandexPayments> | null = null;
  const paymentsOf = (): Promise<YandexPayments> => {
    const get = sdk?.getPayments;
    if (!sdk || !get) return Promise.reject(new Error('Yandex payments are not available'));
    payments ??= get.call(sdk, { signed: true });
    return payments;
  };
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
    async purchase(pack) {
      let api: YandexPayments;
      const buyer = player?.getUniqueID() ?? '';
      // The receipt names the Yandex account buying: the server credits it to that account's player only.
      if (buyer === '') return { outcome: 'failed' };
      try {
        api = await paymentsOf();
      } catch {
        return { outcome: 'failed' };
      }
      try {
        const bought = await api.purchase({ id: pack.id, developerPayload: yandexDeveloperPayload(buyer) });
        return bought.signature ? { outcome: 'signed', signature: bought.signature } : { outcome: 'failed' };
      } catch {
        // Yandex rejects alike when the player closes the dialog and when the payment fails.
        return { outcome: 'cancelled' };
      }
    },
    async unconsumedPurchases() {
      const list = await (await paymentsOf()).getPurchases();
      return list.length > 0 && list.signature ? list.signature : null;
    },
    async consume(tokens) {
      const api = await paymentsOf();
      for (const token of tokens) await api.consumePurchase(token);
    },
  };
};
