import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GUEST_SIGNUPS } from '../../src/app-config.ts';
import { guestSignups } from '../../src/db/schema/guest-signups.ts';
import { players } from '../../src/db/schema/players.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/** The per-IP limit of new guests (registerTrial), by default 30 an hour. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { guestSignups: DEFAULT_GUEST_SIGNUPS } });
});
afterAll(() => t.close());

const trial = (
  app: TestApp,
  ip: string,
  body: Record<string, unknown> = { characterAndCompanion: 'knight:male:wolf' },
) => app.post('/api/security/registerTrial', body, { remoteAddress: ip });
const signupsFrom = async (app: TestApp, ip: string) => {
  const [row] = await app.db.select({ n: count() }).from(guestSignups).where(eq(guestSignups.ip, ip));
  return row?.n ?? 0;
};
const playerCount = async (app: TestApp) => (await app.db.select({ n: count() }).from(players))[0]?.n ?? 0;

describe('the guest limit per IP address', () => {
  it('starts 30 guests an hour from one address, refuses the 31st with the wait, and starts again after the hour', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await trial(t, '10.0.0.1')).statusCode).toBe(200);
      t.clock.advance(1000);
    }
    const before = await playerCount(t);
    const refused = expectRefusal(await trial(t, '10.0.0.1'), 429, 'GUEST_LIMIT');
    // The first of the 30 leaves the hour 3,600 s after it came, 30 s ago.
    expect(refused.details).toEqual({ seconds: 3570, minutes: 60 });
    expect(refused.message).toBe('Слишком много новых игроков из вашей сети. Повторите через 60 мин.');
    const inEnglish = expectRefusal(await trial(t, '10.0.0.1', { lang: 'en' }), 429, 'GUEST_LIMIT');
    expect(inEnglish.message).toBe('Too many new players from your network. Try again in 60 min.');
    expect(await playerCount(t)).toBe(before);

    // Another address is not held back; bad input is refused before it counts.
    expect((await trial(t, '10.0.0.2')).statusCode).toBe(200);
    expectRefusal(await trial(t, '10.0.0.3', { characterAndCompanion: 'nobody' }), 400, 'CHARACTER_INVALID');
    expect(await signupsFrom(t, '10.0.0.3')).toBe(0);

    t.clock.advance((3570 - 1000) * 1000);
    expect(expectRefusal(await trial(t, '10.0.0.1'), 429, 'GUEST_LIMIT').details).toEqual({
      seconds: 1000,
      minutes: 17,
    });
    t.clock.advance(1000 * 1000);
    expect((await trial(t, '10.0.0.1')).statusCode).toBe(200);
  });

  it('lets exactly the limit through when guests start at once', async () => {
    const strict = await createTestApp({ config: { guestSignups: { max: 3, windowMs: 60_000 } } });
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => trial(strict, '10.1.1.1')));
      expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
      for (const res of answers.filter((r) => r.statusCode !== 200)) expectRefusal(res, 429, 'GUEST_LIMIT');
      expect(await playerCount(strict)).toBe(3);
      expect(await signupsFrom(strict, '10.1.1.1')).toBe(3);
    } finally {
      await strict.close();
    }
  });

  it('forgets addresses once their guests left the window', async () => {
    const short = await createTestApp({ config: { guestSignups: { max: 2, windowMs: 10_000 } } });
    try {
      for (const ip of ['10.2.0.1', '10.2.0.2', '10.2.0.2'])
        expect((await trial(short, ip)).statusCode).toBe(200);
      short.clock.advance(10_000);
      expect((await trial(short, '10.2.0.3')).statusCode).toBe(200);
      const [left] = await short.db.select({ n: count() }).from(guestSignups);
      expect(left?.n).toBe(1);
    } finally {
      await short.close();
    }
  });
});
