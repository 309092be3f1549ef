import { gemPackOf } from '@rol/rules/content/gem-packs';
import type { PlatformFakes } from '../platform-fakes/platform-fakes.ts';
import type { BenchPlayer } from './core-player.ts';
import type { GameClient } from './game-client.ts';
import { telegramInitData } from './platform-proofs.ts';

/**
 * The rounds of the platforms whose proofs the server checks with the platform's own API: Telegram
 * (its Bot API makes the invoice and answers the pre-checkout query), Kongregate (its API confirms the
 * player and holds the items bought) and RuStore (its public API answers the purchase). The bench
 * plays the player and the platform's side both: it signs in, buys in the platform's dialog (the fake
 * holds the purchase) and, for Telegram, posts the updates Telegram would post to the bot's webhook.
 * Each returns the failed check's text, or null when the round completed.
 */

const PACK = gemPackOf('gems_50')!;
type SignedIn = { playerId: number };
type Bought = { credited: number; tokens: string[] };
type Answer = { status: number; headers: Record<string, string | string[] | undefined> };

/** The first sign-in makes the guest a platform player and renews its session: the round keeps it. */
export function keepSession(player: BenchPlayer, signIn: Answer): void {
  if (typeof signIn.headers.jsession === 'string') player.token = signIn.headers.jsession;
}

/** A failed call's text ('stopped': not sent, the measured window is over). */
export const failed = (call: string, answer: { status: number }) => (answer.status === 0 ? 'stopped' : `${call}: ${answer.status}`);

/**
 * `telegram/authenticate` with initData signed with the bot token, `telegram/invoice` (the server
 * asks the Bot API for the link), the webhook's `pre_checkout_query` (the server answers it through
 * the Bot API; Telegram goes on only on an approval) and `successful_payment` (the order confirmed,
 * once per charge id), then `telegram/buy`: the gems taken.
 */
export async function telegramRound(client: GameClient, player: BenchPlayer, fakes: PlatformFakes, n: number) {
  const bot = fakes.telegram;
  const tgUser = 700_000_000 + player.playerId;
  const initData = telegramInitData(
    { id: tgUser, first_name: 'Bench', language_code: 'en' },
    `bench-${player.playerId}-${n}`,
    Math.floor(Date.now() / 1000),
    bot.token,
  );
  const signIn = await client.call<SignedIn>('telegram/authenticate', 'POST', '/api/integration/telegram/authenticate', player.token, { initData });
  if (signIn.status !== 200) return failed('telegram/authenticate', signIn);
  keepSession(player, signIn);
  const product = `?product_id=${PACK.id}`;
  const invoice = await client.call<{ link: string }>('telegram/invoice', 'POST', `/api/integration/telegram/invoice${product}`, player.token, { lang: 'EN' });
  if (invoice.status !== 200) return failed('telegram/invoice', invoice);
  const hook = { 'x-telegram-bot-api-secret-token': bot.webhookSecret };
  const webhook = '/api/integration/telegram/webhook';
  const query = bot.preCheckoutQuery(invoice.body.link, tgUser);
  const checked = await client.call('telegram/webhook pre_checkout_query', 'POST', webhook, null, query.update, hook);
  if (checked.status !== 200) return failed('telegram/webhook pre_checkout_query', checked);
  if (bot.takeAnswer(query.queryId) !== true) return 'the pre-checkout query was not approved';
  const paid = await client.call('telegram/webhook successful_payment', 'POST', webhook, null, bot.successfulPayment(invoice.body.link, tgUser), hook);
  if (paid.status !== 200) return failed('telegram/webhook successful_payment', paid);
  const bought = await client.call<Bought>('telegram/buy', 'POST', `/api/integration/telegram/buy${product}`, player.token, { lang: 'EN' });
  if (bought.status !== 200) return failed('telegram/buy', bought);
  return bought.body.credited >= PACK.gems ? null : `telegram/buy credited ${bought.body.credited}`;
}

/**
 * `kong/authenticate` with the game auth token (the server asks Kongregate's `authenticate`), a pack
 * bought in Kongregate's dialog, `kong/buy`: the server lists the player's items, credits the new one
 * once and uses it up on Kongregate.
 */
export async function kongregateRound(client: GameClient, player: BenchPlayer, fakes: PlatformFakes) {
  const kong = fakes.kongregate;
  const kongId = String(800_000_000 + player.playerId);
  const username = `bench_${player.playerId}`;
  const token = kong.launch(kongId, username);
  const signIn = await client.call<SignedIn>('kong/authenticate', 'POST', '/api/integration/kong/authenticate', player.token, { kongId, username, token });
  if (signIn.status !== 200) return failed('kong/authenticate', signIn);
  keepSession(player, signIn);
  const itemId = kong.buy(kongId, PACK.id);
  const bought = await client.call<Bought>('kong/buy', 'POST', '/api/integration/kong/buy', player.token, { token });
  if (bought.status !== 200) return failed('kong/buy', bought);
  if (bought.body.credited < PACK.gems) return `kong/buy credited ${bought.body.credited}`;
  return bought.body.tokens.includes(String(itemId)) && kong.remainingUses(kongId, itemId) === 0
    ? null
    : `kong/buy did not use item ${itemId} up`;
}

/**
 * A pack bought with RuStore's SDK, `rustore/authenticate` naming that purchase (the server reads its
 * owner from RuStore's public API), `rustore/buy` of it: read back and credited once.
 */
export async function ruStoreRound(client: GameClient, player: BenchPlayer, fakes: PlatformFakes) {
  const purchaseId = fakes.rustore.purchase(`bench-ru-user-${player.playerId}`, PACK.id, PACK.prices.RUB);
  const signIn = await client.call<SignedIn>('rustore/authenticate', 'POST', '/api/integration/rustore/authenticate', player.token, { purchaseId, lang: 'en' });
  if (signIn.status !== 200) return failed('rustore/authenticate', signIn);
  keepSession(player, signIn);
  const bought = await client.call<Bought>('rustore/buy', 'POST', `/api/integration/rustore/buy?product_id=${PACK.id}`, player.token, { purchaseId });
  if (bought.status !== 200) return failed('rustore/buy', bought);
  if (bought.body.credited < PACK.gems) return `rustore/buy credited ${bought.body.credited}`;
  return bought.body.tokens[0] === purchaseId ? null : 'rustore/buy did not name the purchase';
}
