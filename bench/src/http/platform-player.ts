import { createHash, createHmac } from 'node:crypto';
import type { BenchPlayer } from './core-player.ts';
import type { GameClient } from './game-client.ts';

/**
 * Host platforms at player pace: sign-in and purchase, each proof signed with the bench server's test
 * secrets exactly as the platform signs it, so the server's checks run in full. Every other player is
 * a Yandex player (its purchase checked from the signed receipt the client sends), the rest OK
 * players (OK's server-to-server payment callback, then the gems taken in the bank).
 */
export const PLATFORM_SECRETS = { yandex: 'bench-yandex-secret', ok: 'bench-ok-secret' } as const;

/** The calls of a platform round, in the order a round makes them (Yandex's or OK's, by player). */
export const PLATFORM_CALLS = [
  'ya/authenticate',
  'ya/buy',
  'ya/promocode/save',
  'launch/authenticate',
  'ok/payment',
  'bank/get',
  'bank/take',
] as const;

const PACK = { id: 'gems_50', rub: 49 } as const;

/** Yandex's signed data: `<base64 HMAC-SHA256 of the JSON bytes>.<base64 JSON>`. */
export function yandexSigned(data: unknown, nowS: number): string {
  const bytes = Buffer.from(JSON.stringify({ algorithm: 'HMAC-SHA256', issuedAt: nowS, requestPayload: '', data }));
  return `${createHmac('sha256', PLATFORM_SECRETS.yandex).update(bytes).digest('base64')}.${bytes.toString('base64')}`;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** OK's launch parameters: `auth_sig = md5(logged_user_id + session_key + secret)`. */
export function okLaunch(userId: string, sessionKey: string): string {
  const authSig = md5(userId + sessionKey + PLATFORM_SECRETS.ok);
  return new URLSearchParams({ logged_user_id: userId, session_key: sessionKey, auth_sig: authSig, application_key: 'BENCH' }).toString();
}

/** An OK callback's query: `sig` = md5 of the parameters sorted, `k=v` joined bare, plus the secret. */
export function okCallback(fields: Record<string, string>): string {
  const text = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('');
  return new URLSearchParams({ ...fields, sig: md5(text + PLATFORM_SECRETS.ok) }).toString();
}

type SignedIn = { playerId: number };

/**
 * One round of a platform player: signs in with a fresh proof (the first one makes the bench's
 * guest a platform player and renews its session, which the round keeps), buys a pack and has it
 * credited once. A Yandex round: `ya/authenticate`, `ya/buy` with the signed purchase,
 * `ya/promocode/save` with the signed list still holding it (nothing credited twice). An OK round:
 * `launch/authenticate`, OK's `ok/payment` callback (no session: OK calls the server), `bank/get`
 * showing the banner, `bank/take`. Returns false when a call failed.
 */
export function platformRound() {
  let purchases = 0;
  return async (client: GameClient, player: BenchPlayer): Promise<boolean> => {
    const nowS = Math.floor(Date.now() / 1000);
    const n = (purchases += 1);
    if (player.playerId % 2 === 0) {
      const uniqueID = `bench-ya-${player.playerId}`;
      const signature = yandexSigned({ uniqueID, publicName: '', lang: 'en' }, nowS);
      const signIn = await client.call<SignedIn>('ya/authenticate', 'POST', '/api/integration/ya/authenticate', player.token, { signature });
      if (signIn.status !== 200) return false;
      if (typeof signIn.headers.jsession === 'string') player.token = signIn.headers.jsession;
      const purchase = { token: `bench-${player.playerId}-${n}`, product: { id: PACK.id, price: { code: 'YAN', value: String(PACK.rub) } } };
      const bought = await client.call('ya/buy', 'POST', `/api/integration/ya/buy?product_id=${PACK.id}`, player.token, { signature: yandexSigned(purchase, nowS) });
      if (bought.status !== 200) return false;
      const replay = await client.call('ya/promocode/save', 'POST', '/api/integration/ya/promocode/save', player.token, { signature: yandexSigned([purchase], nowS) });
      return replay.status === 200;
    }
    const okUser = `${900_000_000 + player.playerId}`;
    const params = okLaunch(okUser, `bench-${player.playerId}-${n}`);
    const signIn = await client.call<SignedIn>('launch/authenticate', 'POST', '/api/integration/launch/authenticate', player.token, { source: 'ok', params });
    if (signIn.status !== 200) return false;
    if (typeof signIn.headers.jsession === 'string') player.token = signIn.headers.jsession;
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
    if (paid.status !== 200 || !String(paid.body).includes('>true<')) return false;
    const bank = await client.call('bank/get', 'GET', '/api/bank/get', player.token);
    if (bank.status !== 200) return false;
    const taken = await client.call<{ taken: number }>('bank/take', 'POST', '/api/bank/take', player.token);
    return taken.status === 200 && taken.body.taken > 0;
  };
}
