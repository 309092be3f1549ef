import type { KeyObject } from 'node:crypto';
import { callJsonApi } from './outbound-json.ts';
import { ApiError } from '../http/api-error.ts';
import { publicKeyOf } from './rs256-token.ts';

export interface GoogleKeysConfig {
  /** Where Google publishes its signing keys (a JWK set): a loopback fake in tests. */
  keysUrl: string;
  timeoutMs: number;
}

interface CachedKeys {
  keys: Map<string, KeyObject>;
  fetchedAtMs: number;
  expiresAtMs: number;
}

const cache = new Map<string, CachedKeys>();
/** A token naming a key we do not hold refetches the set, at most this often. */
const REFETCH_GAP_MS = 60_000;
const DEFAULT_MAX_AGE_S = 3600;

function refused(reason: string): ApiError {
  return new ApiError('PLATFORM_REFUSED', { source: 'google', reason });
}

async function fetchKeys(config: GoogleKeysConfig, nowMs: number): Promise<CachedKeys> {
  let answer: unknown;
  let maxAgeS = DEFAULT_MAX_AGE_S;
  try {
    const response = await callJsonApi(config.keysUrl, { timeoutMs: config.timeoutMs });
    if (response.status < 200 || response.status > 299) throw refused(`status ${response.status}`);
    const age = /max-age=(\d+)/.exec(response.header('cache-control') ?? '');
    if (age) maxAgeS = Math.min(Number(age[1]), 86_400);
    if (response.json === undefined) throw refused('unreachable');
    answer = response.json;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw refused('unreachable');
  }
  const list = (answer as { keys?: unknown } | null)?.keys;
  const keys = new Map<string, KeyObject>();
  for (const jwk of Array.isArray(list) ? (list as unknown[]) : []) {
    if (typeof jwk !== 'object' || jwk === null) continue;
    const record = jwk as Record<string, unknown>;
    const key = record.kty === 'RSA' && typeof record.kid === 'string' ? publicKeyOf(record) : null;
    if (key !== null) keys.set(record.kid as string, key);
  }
  if (keys.size === 0) throw refused('no keys');
  return { keys, fetchedAtMs: nowMs, expiresAtMs: nowMs + maxAgeS * 1000 };
}

/**
 * Google's current signing keys by `kid`, cached as long as Google's answer allows; a `kid` we do
 * not hold (Google rotated its keys) refetches the set, at most once a minute.
 */
export async function googleKeys(
  config: GoogleKeysConfig,
  nowMs: number,
  kid: string | null,
): Promise<ReadonlyMap<string, KeyObject>> {
  const held = cache.get(config.keysUrl);
  const stale = held === undefined || nowMs >= held.expiresAtMs;
  const unknownKid =
    held !== undefined && kid !== null && !held.keys.has(kid) && nowMs - held.fetchedAtMs >= REFETCH_GAP_MS;
  if (!stale && !unknownKid) return held.keys;
  const fresh = await fetchKeys(config, nowMs);
  cache.set(config.keysUrl, fresh);
  return fresh.keys;
}

/** The `kid` a compact JWT's header names, or null. */
export function kidOf(token: string): string | null {
  try {
    const header: unknown = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8'));
    const kid = (header as { kid?: unknown } | null)?.kid;
    return typeof kid === 'string' ? kid : null;
  } catch {
    return null;
  }
}
