import { uniqueParams } from './ok-signature.ts';
import type { PlatformIdentity } from './platform-identity.ts';
import {
  assertFresh,
  hmacSha256,
  idText,
  invalidSignature,
  malformed,
  md5Hex,
  proofDigest,
  sameText,
} from './proof-checks.ts';

/**
 * Sign-in rules of platforms that publish no verifiable scheme of their own (docs/platforms.md
 * explains each and why): the rule is ours, agreed with the platform when the game is placed there.
 */

/**
 * Fotostrana: the address carries `fotoUid`, `appId` and `authKey = md5(appId + "_" + fotoUid + "_" + secret)`
 * (the iframe key of VK-like portals). Unconfirmed: Fotostrana's documentation was not available.
 * The key is the same at every launch, so no replay key is kept.
 */
export function verifyFotoLaunch(query: string, appId: string, secret: string): PlatformIdentity {
  const params = uniqueParams(query);
  const userId = idText(params.get('fotoUid'));
  if (userId === null) throw malformed('fotoUid');
  const key = params.get('authKey');
  if (key === undefined || !/^[0-9a-f]{32}$/i.test(key)) throw malformed('authKey');
  if (params.get('appId') !== appId) throw invalidSignature();
  if (!sameText(md5Hex(`${appId}_${userId}_${secret}`), key.toLowerCase())) throw invalidSignature();
  return { source: 'foto', userId, name: null, lang: params.get('lang') ?? null, proofKey: null };
}

/** The partner-link signature: parameters but `sign` sorted by key, `k=v` joined by `&` (raw values), hex HMAC-SHA256. */
export function partnerSign(params: Map<string, string>, secret: string): string {
  const text = [...params]
    .filter(([key]) => key !== 'sign')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return hmacSha256(secret, text).toString('hex');
}

/** Which launch parameter names the player on each partner portal. */
const PARTNER_USER_PARAM = { exe: 'exe_user', beeline: 'beeline_login' } as const;

/**
 * exe and beeline open the game through a partner link signed with the secret we share with them:
 * the user parameter (`exe_user`, `beeline_login`), `ts` (Unix seconds, within the proof age) and
 * `sign` (partnerSign). Each link signs in one session (reloads of that session are accepted).
 */
export function verifyPartnerLaunch(
  query: string,
  source: 'exe' | 'beeline',
  secret: string,
  nowMs: number,
  maxAgeS: number,
): PlatformIdentity {
  const params = uniqueParams(query);
  const userParam = PARTNER_USER_PARAM[source];
  const userId = idText(params.get(userParam));
  if (userId === null) throw malformed(userParam);
  const ts = params.get('ts') ?? '';
  if (!/^\d{1,12}$/.test(ts)) throw malformed('ts');
  const sign = params.get('sign');
  if (sign === undefined || !/^[0-9a-f]{64}$/i.test(sign)) throw malformed('sign');
  if (!sameText(partnerSign(params, secret), sign.toLowerCase())) throw invalidSignature();
  assertFresh(Number(ts), nowMs, maxAgeS);
  return {
    source,
    userId,
    name: params.get('name') ?? null,
    lang: params.get('lang') ?? null,
    proofKey: proofDigest(source, sign.toLowerCase()),
  };
}
