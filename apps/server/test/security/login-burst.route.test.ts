import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../src/db/schema/login-attempts.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/** Guesses sent all at once are counted before the password check runs: a burst is cut at the limit. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (name: string, password: string, ip: string) =>
  t.post('/api/security/login', { name, password }, { remoteAddress: ip });
const codesOf = (answers: Array<{ statusCode: number; body: string }>) =>
  answers.map((res) => (res.statusCode === 200 ? 'OK' : (JSON.parse(res.body) as { error: string }).error));

describe('a burst of password guesses', () => {
  it('checks at most 10 of 60 simultaneous guesses at one name from many addresses', async () => {
    await t.player('Vault', 'the-right-one');
    const guesses = Array.from({ length: 59 }, (_, i) => `guess-${i}`).concat('the-right-one');
    const codes = codesOf(
      await Promise.all(guesses.map((pw, i) => login('Vault', pw, `10.9.${i >> 8}.${i & 255}`))),
    );
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(50);
    expect(codes.filter((code) => code === 'LOGIN_FAILED' || code === 'OK')).toHaveLength(10);
    const [stored] = await t.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(eq(loginAttempts.subject, 'name:vault'));
    // The attempts that were checked and failed stay counted.
    expect(stored?.n).toBe(codes.includes('OK') ? 0 : 10);
  });

  it('checks at most 30 of 60 simultaneous guesses from one address', async () => {
    const codes = codesOf(
      await Promise.all(Array.from({ length: 60 }, (_, i) => login(`nobody${i}`, 'x', '10.8.0.1'))),
    );
    expect(codes.filter((code) => code === 'LOGIN_FAILED')).toHaveLength(30);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(30);
  });
});
