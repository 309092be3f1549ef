import {
  assertFresh,
  hmacSha256,
  idText,
  invalidSignature,
  malformed,
  proofDigest,
  sameBytes,
} from './proof-checks.ts';
import type { PlatformIdentity } from './platform-identity.ts';

/** The decoded payload of a Yandex Games signature. */
export interface YandexSigned {
  algorithm: string;
  issuedAt: number;
  requestPayload: unknown;
  data: unknown;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Verifies a Yandex Games signature `<sign>.<data>` (both standard base64): the HMAC-SHA256 of the
 * decoded data bytes under the game's secret must equal `sign`. Returns the decoded payload.
 */
export function verifyYandexSignature(signature: string, secret: string): YandexSigned {
  const dot = signature.indexOf('.');
  if (dot <= 0 || signature.length > 16_384) throw malformed('signature');
  const sign = signature.slice(0, dot);
  const data = signature.slice(dot + 1);
  if (!BASE64.test(sign) || !BASE64.test(data)) throw malformed('signature');
  const bytes = Buffer.from(data, 'base64');
  if (!sameBytes(hmacSha256(secret, bytes), Buffer.from(sign, 'base64'))) throw invalidSignature();
  let payload: unknown;
  try {
    payload = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw malformed('signature');
  }
  const record =
    typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : null;
  if (record === null || record.algorithm !== 'HMAC-SHA256' || typeof record.issuedAt !== 'number')
    throw malformed('signature');
  return {
    algorithm: record.algorithm,
    issuedAt: record.issuedAt,
    requestPayload: record.requestPayload,
    data: record.data,
  };
}

/**
 * Sign-in from `player.signature` (`getPlayer({ signed: true })`): the payload's `data` holds the
 * player's `uniqueID`, `publicName` and `lang`; `issuedAt` must be within `maxAgeS`.
 */
export function verifyYandexPlayer(
  signature: string,
  secret: string,
  nowMs: number,
  maxAgeS: number,
): PlatformIdentity {
  const payload = verifyYandexSignature(signature, secret);
  assertFresh(payload.issuedAt, nowMs, maxAgeS);
  const data =
    typeof payload.data === 'object' && payload.data !== null
      ? (payload.data as Record<string, unknown>)
      : {};
  const userId = idText(data.uniqueID);
  if (userId === null) throw malformed('uniqueID');
  return {
    source: 'ya',
    userId,
    name: typeof data.publicName === 'string' && data.publicName.trim() !== '' ? data.publicName : null,
    lang: typeof data.lang === 'string' ? data.lang : null,
    proofKey: proofDigest('ya', signature),
  };
}

/** One purchase of a signed `purchase()` / `getPurchases()` answer. */
export interface YandexPurchase {
  token: string;
  productId: string;
  developerPayload: string | null;
}

function purchaseOf(value: unknown): YandexPurchase {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const product =
    typeof record.product === 'object' && record.product !== null
      ? (record.product as Record<string, unknown>)
      : {};
  const productId = record.productID ?? product.id;
  if (typeof record.token !== 'string' || !/^[0-9A-Za-z-]{1,128}$/.test(record.token))
    throw malformed('token');
  if (typeof productId !== 'string' || productId === '') throw malformed('product');
  return {
    token: record.token,
    productId,
    developerPayload: typeof record.developerPayload === 'string' ? record.developerPayload : null,
  };
}

/** The purchases a verified signature carries: one for `purchase()`, an array for `getPurchases()`. */
export function yandexPurchases(signature: string, secret: string): YandexPurchase[] {
  const { data } = verifyYandexSignature(signature, secret);
  return Array.isArray(data) ? data.map(purchaseOf) : [purchaseOf(data)];
}
