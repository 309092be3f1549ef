import { idText, invalidSignature, malformed, md5Hex, sameText } from './proof-checks.ts';
import type { PlatformIdentity } from './platform-identity.ts';

/** OK's request and callback signature: parameters but `sig` sorted, `k=v` joined bare, the secret appended, md5. */
export function okSig(params: Map<string, string>, secret: string): string {
  const text = [...params]
    .filter(([key]) => key !== 'sig')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('');
  return md5Hex(text + secret);
}

/** Parameters of a query string, each key once. */
export function uniqueParams(query: string): Map<string, string> {
  if (query.length > 8192) throw malformed('params');
  const params = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(query.startsWith('?') ? query.slice(1) : query)) {
    if (params.has(key)) throw malformed(key);
    params.set(key, value);
  }
  return params;
}

/** Verifies a callback's or request's `sig` (lowercase md5 hex) with the application's secret key. */
export function verifyOkSig(params: Map<string, string>, secret: string): void {
  const sig = params.get('sig');
  if (sig === undefined || !/^[0-9a-f]{32}$/i.test(sig)) throw malformed('sig');
  if (!sameText(okSig(params, secret), sig.toLowerCase())) throw invalidSignature();
}

/**
 * Sign-in from OK launch parameters: `auth_sig = md5(logged_user_id + session_key + secret)`.
 * OK's launch carries no time, so only the replay store limits a copied link.
 */
export function verifyOkLaunchParams(query: string, secret: string): PlatformIdentity {
  const params = uniqueParams(query);
  const userId = idText(params.get('logged_user_id'));
  if (userId === null) throw malformed('logged_user_id');
  const sessionKey = params.get('session_key') ?? '';
  if (sessionKey === '') throw malformed('session_key');
  const authSig = params.get('auth_sig') ?? '';
  if (!/^[0-9a-f]{32}$/i.test(authSig)) throw malformed('auth_sig');
  if (!sameText(md5Hex(userId + sessionKey + secret), authSig.toLowerCase())) throw invalidSignature();
  return { source: 'ok', userId, name: null, lang: null, proofKey: `ok:${authSig.toLowerCase()}` };
}
