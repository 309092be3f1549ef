import { createHash, createHmac } from 'node:crypto';
import { FAKE_SECRETS } from '../platform-fakes/platform-fakes.ts';

/**
 * The proofs a platform hands the game, signed as the platform signs them with the bench server's
 * test secrets (or bot token), so the server's checks run in full.
 */
export const PLATFORM_SECRETS = FAKE_SECRETS;

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

/**
 * A Mini App's `initData` as Telegram signs it for the bot: the fields (`query_id`, `user` as JSON,
 * `auth_date`) sorted by key and joined `key=value` by newlines, HMAC-SHA256 under
 * HMAC-SHA256(key "WebAppData", the bot token), hex, as `hash`. A new `query_id` each launch, as
 * Telegram gives one (the server refuses a proof seen before).
 */
export function telegramInitData(user: Record<string, unknown>, queryId: string, nowS: number, botToken: string): string {
  const fields = new URLSearchParams({ query_id: queryId, user: JSON.stringify(user), auth_date: String(nowS) });
  const check = [...fields]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  fields.set('hash', createHmac('sha256', secret).update(check).digest('hex'));
  return fields.toString();
}
