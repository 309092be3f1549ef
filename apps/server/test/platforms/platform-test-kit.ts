import { sign, type KeyObject } from 'node:crypto';
import { md5Hex, hmacSha256 } from '../../src/platforms/proof-checks.ts';
import { mailSign } from '../../src/platforms/mail-signature.ts';
import { vkSign } from '../../src/platforms/vk-launch-params.ts';

/** Tests only: the catalogue code a verifier refused with, or undefined when it accepted. */
export function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

/** Tests only: the code an async check refused with. */
export async function asyncCodeOf(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

/** Signs a payload the way Yandex Games does, with our test secret. */
export function yandexSign(payload: unknown, secret: string): string {
  const bytes = Buffer.from(JSON.stringify(payload), 'utf8');
  return `${hmacSha256(secret, bytes).toString('base64')}.${bytes.toString('base64')}`;
}

/** Launch parameters signed with our test secret (VK's published example is not a valid vector). */
export function vkLaunch(fields: Record<string, string>, secret: string, signKeys?: string[]): string {
  const params = new Map(Object.entries(fields));
  const keys = signKeys ?? [...params.keys()].filter((key) => key.startsWith('vk_')).sort();
  const query = new URLSearchParams(fields);
  if (signKeys) query.set('sign_keys', signKeys.join(','));
  query.set('sign', vkSign(params, keys, secret));
  return query.toString();
}

export function okLaunch(userId: string, sessionKey: string, secret: string): string {
  const authSig = md5Hex(userId + sessionKey + secret);
  return new URLSearchParams({
    logged_user_id: userId,
    session_key: sessionKey,
    auth_sig: authSig,
    application_key: 'CBA',
  }).toString();
}

export function mailLaunch(fields: Record<string, string>, secret: string): string {
  const query = new URLSearchParams(fields);
  query.set('sign', mailSign(new Map(Object.entries(fields)), secret));
  return query.toString();
}

/** Tests only: a compact RS256 JWT over `claims` with a private key (and `kid` when given). */
export function signRs256(claims: Record<string, unknown>, privateKey: KeyObject, kid?: string): string {
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT', ...(kid ? { kid } : {}) })).toString(
    'base64url',
  );
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${body}`), privateKey).toString('base64url');
  return `${header}.${body}.${signature}`;
}
