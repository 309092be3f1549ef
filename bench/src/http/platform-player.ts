import type { PlatformFakes } from '../platform-fakes/platform-fakes.ts';
import type { BenchPlayer } from './core-player.ts';
import type { GameClient } from './game-client.ts';
import { failed, keepSession, kongregateRound, ruStoreRound, telegramRound } from './platform-api-players.ts';
import { okCallback, okLaunch, yandexSigned } from './platform-proofs.ts';

/**
 * Host platforms at player pace: sign-in and purchase. The players are split by id over five
 * platforms. Yandex and OK: every proof signed with the bench server's test secrets exactly as the
 * platform signs it, no platform API called (a Yandex purchase is checked from the signed receipt the
 * client sends, an OK one arrives as OK's server-to-server callback, then the gems are taken in the
 * bank). Telegram, Kongregate and RuStore: the server asks the platform's API, faked on loopback in
 * the bench process (`src/platform-fakes/`), so the fakes' answer times are in the measured calls.
 */

/** The calls of a platform round, in the order a round makes them (each player's platform's calls). */
export const PLATFORM_CALLS = [
  'ya/authenticate',
  'ya/buy',
  'ya/promocode/save',
  'launch/authenticate',
  'ok/payment',
  'bank/get',
  'bank/take',
  'telegram/authenticate',
  'telegram/invoice',
  'telegram/webhook pre_checkout_query',
  'telegram/webhook successful_payment',
  'telegram/buy',
  'kong/authenticate',
  'kong/buy',
  'rustore/authenticate',
  'rustore/buy',
] as const;

/** The platform a bench player plays on, by its id. */
export const PLATFORM_FAMILIES = ['yandex', 'ok', 'telegram', 'kongregate', 'rustore'] as const;
export type PlatformFamily = (typeof PLATFORM_FAMILIES)[number];

export const familyOf = (playerId: number): PlatformFamily =>
  PLATFORM_FAMILIES[playerId % PLATFORM_FAMILIES.length] ?? 'yandex';

const PACK = { id: 'gems_50', rub: 49 } as const;

type SignedIn = { playerId: number };

/**
 * `ya/authenticate` with a signed player, `ya/buy` with the signed purchase, `ya/promocode/save` with
 * the signed list still holding it (nothing credited twice).
 */
async function yandexRound(client: GameClient, player: BenchPlayer, n: number): Promise<string | null> {
  const nowS = Math.floor(Date.now() / 1000);
  const uniqueID = `bench-ya-${player.playerId}`;
  const signature = yandexSigned({ uniqueID, publicName: '', lang: 'en' }, nowS);
  const signIn = await client.call<SignedIn>('ya/authenticate', 'POST', '/api/integration/ya/authenticate', player.token, { signature });
  if (signIn.status !== 200) return failed('ya/authenticate', signIn);
  keepSession(player, signIn);
  const purchase = { token: `bench-${player.playerId}-${n}`, product: { id: PACK.id, price: { code: 'YAN', value: String(PACK.rub) } } };
  const bought = await client.call('ya/buy', 'POST', `/api/integration/ya/buy?product_id=${PACK.id}`, player.token, { signature: yandexSigned(purchase, nowS) });
  if (bought.status !== 200) return failed('ya/buy', bought);
  const replay = await client.call('ya/promocode/save', 'POST', '/api/integration/ya/promocode/save', player.token, { signature: yandexSigned([purchase], nowS) });
  return replay.status === 200 ? null : failed('ya/promocode/save', replay);
}

/**
 * `launch/authenticate` with `auth_sig`, OK's `ok/payment` callback (no session: OK calls the server),
 * `bank/get` showing the banner, `bank/take`.
 */
async function okRound(client: GameClient, player: BenchPlayer, n: number): Promise<string | null> {
  const okUser = `${900_000_000 + player.playerId}`;
  const params = okLaunch(okUser, `bench-${player.playerId}-${n}`);
  const signIn = await client.call<SignedIn>('launch/authenticate', 'POST', '/api/integration/launch/authenticate', player.token, { source: 'ok', params });
  if (signIn.status !== 200) return failed('launch/authenticate', signIn);
  keepSession(player, signIn);
  const query = okCallback({
    amount: String(PACK.rub),
    application_key: 'BENCH',
    call_id: String(n),
    method: 'callbacks.payment',
    product_code: PACK.id,
    transaction_id: `bench-${player.playerId}-${n}`,
    transaction_time: '2026-01-01 00:00:00',
    uid: okUser,
  });
  const paid = await client.call<string>('ok/payment', 'GET', `/api/integration/ok/payment?${query}`, null);
  if (paid.status !== 200) return failed('ok/payment', paid);
  if (!String(paid.body).includes('>true<')) return 'ok/payment did not answer true';
  const bank = await client.call('bank/get', 'GET', '/api/bank/get', player.token);
  if (bank.status !== 200) return failed('bank/get', bank);
  const taken = await client.call<{ taken: number }>('bank/take', 'POST', '/api/bank/take', player.token);
  return taken.status !== 200 ? failed('bank/take', taken) : taken.body.taken > 0 ? null : 'bank/take took nothing';
}

/**
 * One round of a platform player on its platform (`familyOf`): signs in with a fresh proof (the
 * first one makes the bench's guest a platform player and renews its session, which the round keeps),
 * buys a pack and has it credited once. Returns false when a call or a check failed; a failed check
 * (an answer of 200 that is not what the platform's flow needs) is printed once per platform, as the
 * call figures count only failed HTTP calls.
 */
export function platformRound(fakes: PlatformFakes) {
  let purchases = 0;
  const reported = new Set<PlatformFamily>();
  return async (client: GameClient, player: BenchPlayer): Promise<boolean> => {
    const n = (purchases += 1);
    const family = familyOf(player.playerId);
    const failure =
      family === 'yandex'
        ? await yandexRound(client, player, n)
        : family === 'ok'
          ? await okRound(client, player, n)
          : family === 'telegram'
            ? await telegramRound(client, player, fakes, n)
            : family === 'kongregate'
              ? await kongregateRound(client, player, fakes)
              : await ruStoreRound(client, player, fakes);
    if (failure !== null && failure !== 'stopped' && !reported.has(family)) {
      reported.add(family);
      console.warn(`[bench] platforms round, ${family}: ${failure}`);
    }
    return failure === null;
  };
}
