import { yandexSearchRoute } from '@rol/protocol/platform-account-routes';
import { yandexPromocodeSaveRoute } from '@rol/protocol/payment-routes';
import {
  fotoGiftAcceptRoute,
  gamePushTakeRoute,
  mystoreGiftAcceptRoute,
} from '@rol/protocol/platform-payment-routes';
import { api, session } from '../api/api.ts';
import { usePlatformIds } from '../api/platform-ids.ts';
import { reloadPage, reloadRoutine } from '../api/reload.ts';
import { useWindowStore } from '../stores/window-store.ts';
import { detectPlatform } from './detect-platform.ts';
import type { PlatformFamily } from './platform-adapter.ts';
import { loadAdapterFactory } from './load-adapter.ts';
import { chooserOffer, startOnPlatform, type SignInAnswer } from './platform-start.ts';
import { acceptPlatformGift, isGiftFamily } from './platform-gift.ts';
import { usePlatformStore } from './platform-store.ts';
import {
  replayHeldPurchases,
  replayPlatformPurchases,
  replayUnconsumedPurchases,
} from './purchase-replay.ts';
import { chooserMayOpen, earlierYandexSignatures } from './yandex-signatures.ts';

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${url} failed to load`));
    document.head.appendChild(script);
  });
}

/** A newly created Yandex player whose device played other Yandex accounts is offered to choose one. */
async function offerYandexChooser(answer: SignInAnswer, signature: unknown): Promise<void> {
  if (typeof signature !== 'string' || !chooserMayOpen(Date.now())) return;
  const previous = earlierYandexSignatures(signature);
  if (previous.length === 0) return;
  const { accounts } = await api.call(yandexSearchRoute, { body: { previous } });
  const offer = chooserOffer(answer.playerId, accounts, previous);
  if (offer === null) return;
  usePlatformStore.setState({ yandexChoice: offer });
  useWindowStore.getState().open('ya-accounts');
}

/** §4 Start, step 1 on the page: signs the host platform's player in before the player is fetched. */
export async function bootPlatform(lang: string): Promise<void> {
  const global = globalThis as unknown as Record<string, unknown>;
  const family = detectPlatform(globalThis.location.search, globalThis.location.hostname, global);
  if (family === null) return;
  // The player the platform signed in at this start (none: a refused or absent sign-in).
  const signedIn: { playerId: number | null } = { playerId: null };
  const adapter = await startOnPlatform(family, {
    env: { global, search: globalThis.location.search, hash: globalThis.location.hash, loadScript },
    loadFactory: loadAdapterFactory,
    signIn: async (call) => {
      const answer = (await api.request('POST', call.route.path, { body: call.body })) as SignInAnswer;
      signedIn.playerId = answer.playerId;
      return answer;
    },
    setIds: (ids) => usePlatformIds.setState(ids),
    showReloadPage: reloadRoutine,
    resetAndReload: () => {
      session.clear();
      reloadPage();
    },
    reload: reloadPage,
    lang,
    afterYandexCreated: (answer, call) => offerYandexChooser(answer, call.body.signature),
    warn: (message, error) => console.warn(message, error),
  });
  usePlatformStore.setState({ adapter });
  // Before the player is fetched, so the HUD shows the gems a replayed purchase brought; a platform
  // that does not answer holds the start up for at most REPLAY_WAIT_MS (the replay goes on behind).
  if (adapter !== null && session.get().jsession !== null) {
    const replay = Promise.all([
      replayUnconsumedPurchases(adapter, (signature) =>
        api.call(yandexPromocodeSaveRoute, { body: { signature } }),
      ),
      replayPlatformPurchases(
        adapter,
        (call) =>
          api.request(call.route.method, call.route.path, {
            query: call.query,
            body: call.body,
          }) as Promise<{ credited: number; tokens: string[] }>,
        (message, error) => console.warn(message, error),
      ),
      replayHeldPurchases(adapter, (purchaseIds) => api.call(gamePushTakeRoute, { body: { purchaseIds } })),
      signedIn.playerId === null ? null : offerPlatformGift(adapter.family, signedIn.playerId),
    ]).catch((error: unknown) => console.warn('unconsumed purchases not credited', error));
    await Promise.race([replay, new Promise((resolve) => setTimeout(resolve, REPLAY_WAIT_MS))]);
  }
}

/**
 * Fotostrana's and VK Play's gift, asked for at start; its emeralds are shown once, when the player
 * is in the game (the gift window's entry waits for the road: never over the hero selection).
 */
async function offerPlatformGift(family: PlatformFamily, playerId: number): Promise<void> {
  if (!isGiftFamily(family)) return;
  const route = family === 'foto' ? fotoGiftAcceptRoute : mystoreGiftAcceptRoute;
  const gems = await acceptPlatformGift(family, playerId, () => api.call(route), {
    get: (key) => globalThis.localStorage?.getItem(key) ?? null,
    set: (key, value) => globalThis.localStorage?.setItem(key, value),
  });
  if (gems === null) return;
  usePlatformStore.setState({ gift: { family, gems } });
}

/** How long the start waits for the platform's unconsumed purchases to be credited. */
const REPLAY_WAIT_MS = 5000;
