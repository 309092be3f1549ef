import { hmacSha256, idText, invalidSignature, malformed, proofDigest, sameText } from './proof-checks.ts';
import type { PlatformIdentity } from './platform-identity.ts';

/**
 * GamePush signs players and webhooks as `base64(JSON).signature` with the project's secret key.
 * Unconfirmed: GamePush does not publish the hash, so the digest is a pluggable function; the
 * default is hex HMAC-SHA256 of the base64 text under the secret, tested with our own vectors.
 */
export type GamePushDigest = (base64Payload: string, secret: string) => string;

export const gamePushHmacHex: GamePushDigest = (payload, secret) =>
  hmacSha256(secret, payload).toString('hex');

/** Verifies a `base64(JSON).signature` text and returns the decoded JSON object. */
export function verifyGamePushSigned(
  signed: string,
  secret: string,
  digest: GamePushDigest = gamePushHmacHex,
): Record<string, unknown> {
  const dot = signed.lastIndexOf('.');
  if (dot <= 0 || signed.length > 16_384) throw malformed('signature');
  const payload = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(payload) || signature === '') throw malformed('signature');
  if (!sameText(digest(payload, secret), signature)) throw invalidSignature();
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // falls through to the refusal
  }
  throw malformed('signature');
}

/** Sign-in from a signed GamePush player: `{ playerId, name?, lang? }` for gp, gp_partner or gp_playdeck. */
export function verifyGamePushPlayer(
  signed: string,
  secret: string,
  source: 'gp' | 'gp_partner' | 'gp_playdeck',
  digest: GamePushDigest = gamePushHmacHex,
): PlatformIdentity {
  const data = verifyGamePushSigned(signed, secret, digest);
  const userId = idText(data.playerId ?? data.id);
  if (userId === null) throw malformed('playerId');
  return {
    source,
    userId,
    name: typeof data.name === 'string' && data.name.trim() !== '' ? data.name : null,
    lang: typeof data.lang === 'string' ? data.lang : null,
    // One key for the family: the same signature under another partner's name is the same proof.
    proofKey: proofDigest('gp', signed),
  };
}
