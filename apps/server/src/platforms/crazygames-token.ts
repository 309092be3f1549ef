import type { KeyObject } from 'node:crypto';
import { idText, invalidSignature, malformed, proofDigest } from './proof-checks.ts';
import { verifyRs256 } from './rs256-token.ts';
import type { PlatformIdentity } from './platform-identity.ts';

/**
 * Sign-in from `CrazyGames.SDK.user.getUserToken()`: an RS256 JWT (valid an hour) signed with the
 * platform's published key; its `gameId` must be ours. Claims: userId, gameId, username, iat, exp.
 */
export function verifyCrazyGamesToken(
  token: string,
  publicKey: KeyObject,
  gameId: string,
  nowMs: number,
): PlatformIdentity {
  const { claims } = verifyRs256(token, new Map([['', publicKey]]), nowMs);
  if (String(claims.gameId ?? '') !== gameId) throw invalidSignature();
  const userId = idText(claims.userId);
  if (userId === null) throw malformed('userId');
  return {
    source: 'crazygames',
    userId,
    name: typeof claims.username === 'string' ? claims.username : null,
    lang: null,
    proofKey: proofDigest('crazygames', token),
  };
}
