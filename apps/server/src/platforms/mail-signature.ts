import { idText, invalidSignature, malformed, md5Hex, sameText } from './proof-checks.ts';
import { uniqueParams } from './ok-signature.ts';
import type { PlatformIdentity } from './platform-identity.ts';

/** Mail.ru / VK Play signature: parameters but `sign` sorted, `k=v` joined bare, the secret appended, md5 hex. */
export function mailSign(params: Map<string, string>, secret: string): string {
  const text = [...params]
    .filter(([key]) => key !== 'sign')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('');
  return md5Hex(text + secret);
}

export function verifyMailSign(params: Map<string, string>, secret: string): void {
  const sign = params.get('sign');
  if (sign === undefined || !/^[0-9a-f]{32}$/i.test(sign)) throw malformed('sign');
  if (!sameText(mailSign(params, secret), sign.toLowerCase())) throw invalidSignature();
}

/**
 * Sign-in from the parameters the platform adds to the game's address (`uid`, `appid`, `sign`, …).
 * The iframe rule is inferred from the billing rule (partly confirmed); the launch carries no time.
 */
export function verifyMailLaunchParams(
  query: string,
  secret: string,
  source: 'mail' | 'mystore',
): PlatformIdentity {
  const params = uniqueParams(query);
  verifyMailSign(params, secret);
  const userId = idText(params.get('uid'));
  if (userId === null) throw malformed('uid');
  return {
    source,
    userId,
    name: null,
    lang: params.get('lang') ?? null,
    proofKey: `${source}:${(params.get('sign') ?? '').toLowerCase()}`,
  };
}
