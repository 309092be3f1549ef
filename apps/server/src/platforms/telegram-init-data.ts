import { createPublicKey, verify } from 'node:crypto';
import { ApiError } from '../http/api-error.ts';
import { assertFresh, hmacSha256, idText, invalidSignature, malformed, sameText } from './proof-checks.ts';
import type { PlatformIdentity } from './platform-identity.ts';

/** Telegram's production Ed25519 key for third-party checks of initData (hex). */
export const TELEGRAM_PUBLIC_KEY_HEX = 'e7bf03a2fa4602af4580703d88dda5bb59f32ed8b02a56c187fe7d34caed242d';

interface ParsedInitData {
  fields: Map<string, string>;
  hash: string;
}

function parseInitData(initData: string): ParsedInitData {
  if (initData.length === 0 || initData.length > 8192) throw malformed('initData');
  const fields = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(initData)) {
    if (fields.has(key)) throw malformed(key);
    fields.set(key, value);
  }
  const hash = fields.get('hash');
  if (hash === undefined || !/^[0-9a-f]{64}$/.test(hash)) throw malformed('hash');
  fields.delete('hash');
  return { fields, hash };
}

function checkString(fields: Map<string, string>, without: readonly string[] = []): string {
  return [...fields]
    .filter(([key]) => !without.includes(key))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
}

/** `HMAC_SHA256(key="WebAppData", msg=bot_token)`: the key initData hashes are made with. */
export function telegramSecret(botToken: string): Buffer {
  return hmacSha256('WebAppData', botToken);
}

function identityOf(
  fields: Map<string, string>,
  nowMs: number,
  maxAgeS: number,
  hash: string,
): PlatformIdentity {
  const authDate = Number(fields.get('auth_date'));
  if (!Number.isInteger(authDate) || authDate <= 0) throw malformed('auth_date');
  assertFresh(authDate, nowMs, maxAgeS);
  let user: unknown;
  try {
    user = JSON.parse(fields.get('user') ?? '');
  } catch {
    throw malformed('user');
  }
  const record = typeof user === 'object' && user !== null ? (user as Record<string, unknown>) : {};
  const userId = idText(record.id);
  if (userId === null) throw malformed('user');
  const names = [record.first_name, record.last_name].filter(
    (part) => typeof part === 'string' && part !== '',
  );
  return {
    source: 'tg',
    userId,
    name: names.length > 0 ? names.join(' ') : typeof record.username === 'string' ? record.username : null,
    lang: typeof record.language_code === 'string' ? record.language_code : null,
    proofKey: `tg:${hash}`,
  };
}

/**
 * Verifies a Mini App's raw `Telegram.WebApp.initData` with the bot token: fields sorted by key
 * (`signature` included, `hash` left out), joined with newlines, HMAC-SHA256 under the WebAppData
 * secret; refuses a proof whose `auth_date` is older than `maxAgeS`.
 */
export function verifyTelegramInitData(
  initData: string,
  botToken: string,
  nowMs: number,
  maxAgeS: number,
): PlatformIdentity {
  const { fields, hash } = parseInitData(initData);
  const expected = hmacSha256(telegramSecret(botToken), checkString(fields)).toString('hex');
  if (!sameText(expected, hash)) throw invalidSignature();
  return identityOf(fields, nowMs, maxAgeS, hash);
}

/**
 * The check without the bot token (a third party, or a server that only knows the bot id):
 * Ed25519 over `"<botId>:WebAppData\n"` + the sorted fields without `hash` and `signature`, with
 * Telegram's public key; the signature is base64url without padding.
 */
export function verifyTelegramInitDataThirdParty(
  initData: string,
  botId: string,
  nowMs: number,
  maxAgeS: number,
  publicKeyHex: string = TELEGRAM_PUBLIC_KEY_HEX,
): PlatformIdentity {
  const { fields, hash } = parseInitData(initData);
  const signature = fields.get('signature');
  if (signature === undefined || !/^[A-Za-z0-9_-]{86}$/.test(signature)) throw malformed('signature');
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKeyHex, 'hex').toString('base64url') },
    format: 'jwk',
  });
  const message = `${botId}:WebAppData\n${checkString(fields, ['signature'])}`;
  if (!verify(null, Buffer.from(message, 'utf8'), key, Buffer.from(signature, 'base64url')))
    throw invalidSignature();
  return identityOf(fields, nowMs, maxAgeS, hash);
}

/** The bot id is the token's part before the colon. */
export function botIdOf(botToken: string): string {
  const id = botToken.split(':')[0] ?? '';
  if (!/^\d+$/.test(id)) throw new ApiError('PLATFORM_NOT_CONFIGURED', { source: 'tg' });
  return id;
}
