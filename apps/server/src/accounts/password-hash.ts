import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 256 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export interface PasswordHash {
  /** `scrypt:N:r:p:<base64 key>`: the parameters travel with the hash. */
  hash: string;
  /** Base64 of 16 random bytes, per player. */
  salt: string;
}

/** node:crypto scrypt with a per-player salt (docs/architecture.md, "Dependencies"). */
export async function hashPassword(password: string, cost: number): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const key = await deriveKey(password, salt, { N: cost, r: BLOCK_SIZE, p: PARALLELISM });
  return {
    hash: `scrypt:${cost}:${BLOCK_SIZE}:${PARALLELISM}:${key.toString('base64')}`,
    salt: salt.toString('base64'),
  };
}

/** Constant-time check; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const [scheme, n, r, p, encoded] = stored.hash.split(':');
  if (scheme !== 'scrypt' || encoded === undefined) return false;
  const expected = Buffer.from(encoded, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (expected.length !== KEY_LENGTH || !Object.values(options).every(Number.isSafeInteger)) return false;
  const key = await deriveKey(password, Buffer.from(stored.salt, 'base64'), options);
  return timingSafeEqual(key, expected);
}

/** Spends the time of a real check, so an unknown name answers as slowly as a wrong password. */
export async function spendPasswordCheckTime(password: string, cost: number): Promise<void> {
  await deriveKey(password, randomBytes(16), { N: cost, r: BLOCK_SIZE, p: PARALLELISM });
}
