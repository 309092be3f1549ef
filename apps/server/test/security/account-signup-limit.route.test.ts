import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_SIGNUPS } from '../../src/app-config.ts';
import { players } from '../../src/db/schema/players.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/** Accounts created without a session (register) are limited per IP address like guests. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { accountSignups: DEFAULT_ACCOUNT_SIGNUPS } });
});
afterAll(() => t.close());

const register = (name: string, ip: string, token?: string) =>
  t.post(
    '/api/security/register',
    { name, password: 'secret-123', agreement: true, cookies: true },
    { remoteAddress: ip, token: token ?? null },
  );
const registered = async () =>
  (await t.db.select({ n: count() }).from(players).where(eq(players.accessLevel, 'PLAYER')))[0]?.n ?? 0;

describe('the account limit per IP address', () => {
  it('cuts a burst of 70 registrations from one address at 10, and the hour frees it again', async () => {
    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, i) => register(`Burst${i}`, '10.20.0.1')),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(10);
    for (const res of answers.filter((r) => r.statusCode !== 200)) expectRefusal(res, 429, 'GUEST_LIMIT');
    expect(await registered()).toBe(10);
    // Another address is not held back.
    expect((await register('Elsewhere', '10.20.0.2')).statusCode).toBe(200);
    t.clock.advance(3600_000);
    expect((await register('Later', '10.20.0.1')).statusCode).toBe(200);
  });

  it('does not count a guest who registers (no new player is created)', async () => {
    const strict = await createTestApp({ config: { accountSignups: { max: 1, windowMs: 60_000 } } });
    try {
      expect(
        (
          await strict.post(
            '/api/security/register',
            { name: 'First', password: 'secret-123', agreement: true, cookies: true },
            { remoteAddress: '10.21.0.1' },
          )
        ).statusCode,
      ).toBe(200);
      const guest = await strict.post(
        '/api/security/registerTrial',
        { lang: 'en' },
        { remoteAddress: '10.21.0.1' },
      );
      const token = guest.headers.jsession as string;
      const upgraded = await strict.post(
        '/api/security/register',
        { name: 'Second', password: 'secret-123', agreement: true, cookies: true },
        { remoteAddress: '10.21.0.1', token },
      );
      expect(upgraded.statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
