import { assertFresh, hmacSha256, idText, invalidSignature, malformed, sameText } from './proof-checks.ts';
import type { PlatformIdentity } from './platform-identity.ts';

/** RFC 3986 escaping as VK's reference code (`querystring.stringify`) does it. */
function escape(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The signature VK puts on launch parameters: base64url (no padding) HMAC-SHA256 of `k=v&…`. */
export function vkSign(params: Map<string, string>, keys: readonly string[], secret: string): string {
  const text = keys.map((key) => `${key}=${escape(params.get(key) ?? '')}`).join('&');
  return hmacSha256(secret, text).toString('base64url');
}

/**
 * Verifies VK Mini Apps launch parameters (the page's query string) with the app's secure key:
 * the `vk_*` parameters sorted by key — or, when `sign_keys` is present, exactly those keys in
 * that order — signed as `vkSign` does; `vk_ts` must be within `maxAgeS`.
 * Partly confirmed: the `sign_keys` order is inferred from VK's newer launch links.
 */
export function verifyVkLaunchParams(
  query: string,
  secret: string,
  nowMs: number,
  maxAgeS: number,
): PlatformIdentity {
  if (query.length === 0 || query.length > 8192) throw malformed('params');
  const params = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(query.startsWith('?') ? query.slice(1) : query)) {
    if (params.has(key)) throw malformed(key);
    params.set(key, value);
  }
  const sign = params.get('sign');
  if (sign === undefined || !/^[A-Za-z0-9_-]{43}$/.test(sign)) throw malformed('sign');
  const signKeys = params.get('sign_keys');
  const keys =
    signKeys === undefined
      ? [...params.keys()].filter((key) => key.startsWith('vk_')).sort()
      : signKeys.split(',').filter((key) => key !== '');
  if (keys.length === 0 || keys.some((key) => !params.has(key))) throw malformed('sign_keys');
  if (!keys.includes('vk_user_id') || !keys.includes('vk_ts')) throw malformed('sign_keys');
  if (!sameText(vkSign(params, keys, secret), sign)) throw invalidSignature();
  const ts = Number(params.get('vk_ts'));
  if (!Number.isInteger(ts) || ts <= 0) throw malformed('vk_ts');
  assertFresh(ts, nowMs, maxAgeS);
  const userId = idText(params.get('vk_user_id'));
  if (userId === null || userId === '0') throw malformed('vk_user_id');
  return {
    source: 'vk',
    userId,
    name: null,
    lang: params.get('vk_language') ?? null,
    proofKey: `vk:${sign}`,
  };
}
