import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bankTakeRoute,
  ownCheckoutRoute,
  yandexBuyRoute,
  type BankDto,
  type PurchaseResultDto,
} from '@rol/protocol/payment-routes';
import { gamePushTakeRoute } from '@rol/protocol/platform-payment-routes';
import { api } from '../../api/api.ts';
import { afterPurchase } from '../../api/gear-cache.ts';
import { playerInfoKey } from '../../api/player-info.ts';
import { reloadPage } from '../../api/reload.ts';
import type { PlatformAdapter, PurchasePack } from '../../platforms/platform-adapter.ts';
import { bankKey, telegramWebApp, useTelegramPurchase } from './bank-api.ts';

/** How the bank sells on the page: Telegram Stars, the platform's SDK, our own site's checkout, or not at all. */
export type BuyMode = 'telegram' | 'platform' | 'checkout' | null;

/** `guest`: the player is a guest of our own site (no password, on no platform), who may buy where `guestBuys`. */
export function buyModeOf(
  userSource: string | undefined,
  adapter: PlatformAdapter | null,
  guest = false,
): BuyMode {
  if (userSource === undefined) return null;
  if (userSource === 'tg') return telegramWebApp() !== null ? 'telegram' : null;
  if (adapter !== null) {
    const ours =
      (adapter.source ?? adapter.family) === userSource ||
      (adapter.guestBuys === true && guest && userSource === 'own');
    return ours && adapter.purchase ? 'platform' : null;
  }
  return userSource === 'own' ? 'checkout' : null;
}

/** What the bank says after a purchase: credited, waiting for the platform, cancelled or failed. */
export type BuyResult =
  { status: 'paid'; credited: number } | { status: 'pending' | 'cancelled' | 'failed' | 'redirect' };

/** A callback platform (VK, OK, Mail.ru, VK Play) may confirm a moment after its dialog closes: look a few times. */
const TAKE_TRIES = 4;
const TAKE_PAUSE_MS = 750;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The platform's purchase: Yandex's signed receipt is checked and credited by `ya/buy`, then its
 * tokens consumed; Kongregate's items are read back and credited by our server (`kong/buy`); VK's,
 * OK's, Mail.ru's, VK Play's and GamePush's payments reach our server by their callbacks, so the client takes what was
 * granted (the "credited but not received" banner stays if it is not there yet), and GamePush's
 * purchase is consumed only once the server says it credited that purchase (`gp/take`). A RuStore guest is signed in with the purchase first.
 */
async function platformBuy(
  adapter: PlatformAdapter,
  pack: PurchasePack,
  client: ReturnType<typeof useQueryClient>,
  userSource: string | undefined,
): Promise<BuyResult> {
  const outcome = await adapter.purchase!(pack);
  if (outcome.outcome === 'cancelled' || outcome.outcome === 'failed') return { status: outcome.outcome };
  if (outcome.outcome === 'signed') {
    const answer = await api.call(yandexBuyRoute, {
      query: { product_id: pack.id },
      body: { signature: outcome.signature },
    });
    await afterPurchase(client, answer.balances);
    // Consumed only once credited; a consume that fails is retried at the next start.
    await adapter.consume?.(answer.tokens).catch(() => undefined);
    return { status: 'paid', credited: answer.credited };
  }
  if (outcome.outcome === 'verify') {
    // A guest becomes the platform's player with this purchase (RuStore); when the purchase's owner
    // already had another player, the session moves there and the page reloads on it after the credit.
    let moved = false;
    if (outcome.signIn && userSource !== (adapter.source ?? adapter.family)) {
      const signedIn = (await api.request('POST', outcome.signIn.route.path, {
        body: outcome.signIn.body,
      })) as {
        how: string;
      };
      moved = signedIn.how !== 'linked-guest';
      await client.invalidateQueries({ queryKey: playerInfoKey });
    }
    const { route, query, body } = outcome.call;
    const answer = (await api.request(route.method, route.path, { query, body })) as PurchaseResultDto;
    await afterPurchase(client, answer.balances);
    // Confirmed (consumed) only once credited; a confirm that fails is credited-then-confirmed at the next start.
    if (answer.tokens.length > 0) await adapter.consume?.(answer.tokens).catch(() => undefined);
    if (moved) reloadPage();
    // Nothing new (the platform does not list the item yet): the next start's replay credits it.
    return answer.credited > 0 ? { status: 'paid', credited: answer.credited } : { status: 'pending' };
  }
  const held = outcome.consume;
  for (let attempt = 0; attempt < TAKE_TRIES; attempt += 1) {
    if (attempt > 0) await pause(TAKE_PAUSE_MS);
    const answer = held
      ? await api.call(gamePushTakeRoute, { body: { purchaseIds: [held.purchaseId] } })
      : { ...(await api.call(bankTakeRoute)), credited: [] as string[] };
    client.setQueryData<BankDto>(bankKey, (old) => (old ? { ...old, notices: answer.notices } : old));
    if (answer.taken > 0) await afterPurchase(client, answer.balances);
    if (held && answer.credited.includes(held.purchaseId)) {
      // The server credited this very purchase: only now is it consumed on the platform (GamePush);
      // a consume that fails leaves it held, and the next start asks and consumes it again.
      await adapter.consume?.(held.tags).catch(() => undefined);
      return { status: 'paid', credited: answer.taken > 0 ? answer.taken : pack.gems };
    }
    if (!held && answer.taken > 0) return { status: 'paid', credited: answer.taken };
  }
  return { status: 'pending' };
}

/** One buy button for every way the page sells (see `buyModeOf`). */
export function useBuyPack(mode: BuyMode, adapter: PlatformAdapter | null, userSource?: string) {
  const client = useQueryClient();
  const telegram = useTelegramPurchase();
  const other = useMutation({
    mutationFn: async (pack: PurchasePack): Promise<BuyResult> => {
      if (mode === 'platform' && adapter) return platformBuy(adapter, pack, client, userSource);
      if (mode !== 'checkout') return { status: 'failed' };
      const { url } = await api.call(ownCheckoutRoute, { query: { product_id: pack.id } });
      globalThis.location.assign(url);
      return { status: 'redirect' };
    },
    onSettled: () => client.invalidateQueries({ queryKey: bankKey }),
  });
  const buy = (pack: PurchasePack, done: (result: BuyResult) => void) => {
    if (mode === 'telegram')
      telegram.mutate(pack.id, {
        onSuccess: (r) =>
          done(
            r.status === 'paid'
              ? { status: 'paid', credited: r.credited }
              : { status: r.status === 'failed' || r.status === 'pending' ? r.status : 'cancelled' },
          ),
      });
    else other.mutate(pack, { onSuccess: done });
  };
  return {
    buy,
    isPending: telegram.isPending || other.isPending,
    error: telegram.error ?? other.error,
  };
}
