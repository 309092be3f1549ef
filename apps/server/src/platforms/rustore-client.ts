import { sign, type KeyObject } from 'node:crypto';
import { callJsonApi, type OutboundAnswer, type OutboundCall } from './outbound-json.ts';
import { ApiError } from '../http/api-error.ts';
import type { PlatformIdentity } from './platform-identity.ts';
import { idText, malformed } from './proof-checks.ts';

export interface RuStoreConfig {
  /** The console key's id and private key (RUSTORE_KEY_ID, RUSTORE_PRIVATE_KEY). */
  keyId: string;
  privateKey: KeyObject;
  /** `https://public-api.rustore.ru` in production, a loopback fake in tests. */
  baseUrl: string;
  timeoutMs: number;
}

function refused(reason: string): ApiError {
  return new ApiError('PLATFORM_REFUSED', { source: 'rustore', reason });
}

/** RuStore answers `{ code: 'OK', body }`; anything else is a refusal. */
async function call(
  config: RuStoreConfig,
  path: string,
  init: Omit<OutboundCall, 'timeoutMs'>,
): Promise<Record<string, unknown>> {
  let response: OutboundAnswer;
  try {
    response = await callJsonApi(new URL(path, config.baseUrl), { ...init, timeoutMs: config.timeoutMs });
  } catch {
    throw refused('unreachable');
  }
  const { status, json: answer } = response;
  if (answer === undefined) throw refused(`status ${status}`);
  const record = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  if (status === 404) throw new ApiError('PLATFORM_PROOF_INVALID');
  if (status !== 200 || record.code !== 'OK' || typeof record.body !== 'object' || record.body === null)
    throw refused(`status ${status}`);
  return record.body as Record<string, unknown>;
}

const tokens = new Map<string, { token: string; expiresAtMs: number }>();

/**
 * The public API's token: the key id and an ISO timestamp, signed SHA512withRSA with the console
 * key (base64), exchanged at `/public/auth`; kept until a minute before its `ttl` runs out.
 */
export async function ruStoreToken(config: RuStoreConfig, nowMs: number): Promise<string> {
  const held = tokens.get(config.keyId + config.baseUrl);
  if (held && nowMs < held.expiresAtMs) return held.token;
  const timestamp = new Date(nowMs).toISOString();
  const signature = sign('RSA-SHA512', Buffer.from(config.keyId + timestamp), config.privateKey).toString(
    'base64',
  );
  const body = await call(config, '/public/auth', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ keyId: config.keyId, timestamp, signature }),
  });
  const token = typeof body.jwe === 'string' ? body.jwe : null;
  if (token === null) throw refused('no token');
  const ttlS = typeof body.ttl === 'number' && body.ttl > 60 ? body.ttl : 300;
  tokens.set(config.keyId + config.baseUrl, { token, expiresAtMs: nowMs + (ttlS - 60) * 1000 });
  return token;
}

/**
 * A purchase as RuStore's public API shows it (PLATFORM_PROOF_INVALID when RuStore does not know
 * it). Its fields are read by the callers: `status`, the owner, the product and the price.
 */
export async function ruStorePurchase(
  config: RuStoreConfig,
  purchaseId: string,
  nowMs: number,
): Promise<Record<string, unknown>> {
  if (!/^[0-9A-Za-z_-]{1,128}$/.test(purchaseId)) throw malformed('purchaseId');
  const token = await ruStoreToken(config, nowMs);
  return call(config, `/public/purchases/${purchaseId}`, { headers: { 'Public-Token': token } });
}

/** Purchase states that prove the player paid (PAID for consumables, CONFIRMED otherwise, then CONSUMED). */
export const PAID_STATES = ['PAID', 'CONFIRMED', 'CONSUMED'];

/**
 * RuStore sign-in: RuStore has no game sign-in, so a player is known by a purchase of theirs.
 * The server reads the purchase through the public API; its owner names the player.
 * Unconfirmed: the owner's field name (`user_id`) is read here only; its state must be paid.
 */
export async function ruStoreOwnerOf(
  config: RuStoreConfig,
  purchaseId: string,
  nowMs: number,
): Promise<PlatformIdentity> {
  const purchase = await ruStorePurchase(config, purchaseId, nowMs);
  if (!PAID_STATES.includes(String(purchase.status))) throw new ApiError('PLATFORM_PROOF_INVALID');
  const userId = idText(purchase.user_id);
  if (userId === null) throw refused('no owner');
  // The platform's answer is the proof; the purchase id is the same at every launch.
  return { source: 'rustore', userId, name: null, lang: null, proofKey: null };
}
