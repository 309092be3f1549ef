import type { KeyObject } from 'node:crypto';
import { idText, invalidSignature, malformed, proofDigest } from './proof-checks.ts';
import { verifyRs256 } from './rs256-token.ts';
import type { PlatformIdentity } from './platform-identity.ts';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Sign-in with a Google ID token: RS256 against Google's published keys (by `kid`), `aud` our
 * client id, `iss` Google, `exp` in the future; the player is keyed on `sub`.
 */
export function verifyGoogleIdToken(
  token: string,
  keys: ReadonlyMap<string, KeyObject>,
  clientId: string,
  nowMs: number,
): PlatformIdentity {
  const { claims } = verifyRs256(token, keys, nowMs);
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audience.includes(clientId)) throw invalidSignature();
  if (!GOOGLE_ISSUERS.includes(String(claims.iss))) throw invalidSignature();
  const userId = idText(claims.sub);
  if (userId === null) throw malformed('sub');
  return {
    source: 'google',
    userId,
    name: typeof claims.name === 'string' ? claims.name : null,
    lang: typeof claims.locale === 'string' ? claims.locale : null,
    proofKey: proofDigest('google', token),
  };
}
