import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: 43 characters. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isSessionTokenFormat(value: string): boolean {
  return TOKEN_FORMAT.test(value);
}

/** Only this hash is stored (sessions.token_hash). */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
