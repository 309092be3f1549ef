import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { assertFresh, expired, invalidSignature, malformed } from './proof-checks.ts';

/** A JWT's header and claims once its RS256 signature verified. */
export interface VerifiedToken {
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
}

function jsonPart(part: string, field: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // falls through to the refusal
  }
  throw malformed(field);
}

/** A PEM public key (or a JWK object) as a key object; null when it does not parse. */
export function publicKeyOf(key: string | Record<string, unknown>): KeyObject | null {
  try {
    return typeof key === 'string' ? createPublicKey(key) : createPublicKey({ key, format: 'jwk' });
  } catch {
    return null;
  }
}

/**
 * Verifies a compact JWT signed RS256 with one of `keys` (chosen by `kid` when the header names
 * one), and its `exp` (and `iat` when present) at `nowMs`. Only RS256 is accepted: `none` and
 * HMAC algorithms are refused whatever the key.
 */
export function verifyRs256(
  token: string,
  keys: ReadonlyMap<string, KeyObject>,
  nowMs: number,
): VerifiedToken {
  const parts = token.split('.');
  if (parts.length !== 3 || token.length > 8192 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part)))
    throw malformed('token');
  const [head, body, signature] = parts as [string, string, string];
  const header = jsonPart(head, 'token');
  if (header.alg !== 'RS256') throw invalidSignature();
  const kid = typeof header.kid === 'string' ? header.kid : null;
  const candidates = kid !== null && keys.has(kid) ? [keys.get(kid) as KeyObject] : [...keys.values()];
  const signed = Buffer.from(`${head}.${body}`, 'utf8');
  const bytes = Buffer.from(signature, 'base64url');
  if (!candidates.some((key) => verify('RSA-SHA256', signed, key, bytes))) throw invalidSignature();
  const claims = jsonPart(body, 'token');
  if (typeof claims.exp !== 'number') throw malformed('exp');
  if (claims.exp * 1000 <= nowMs) throw expired();
  if (typeof claims.iat === 'number') assertFresh(claims.iat, nowMs, Number.MAX_SAFE_INTEGER);
  return { header, claims };
}
