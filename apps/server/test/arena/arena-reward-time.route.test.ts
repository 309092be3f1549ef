import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaInfoDto } from '@rol/protocol/arena-routes';
import { arenaRewards } from '../../src/db/schema/arena-rewards.ts';
import { createTestApp, testClock, type TestApp } from '../test-app.ts';
import { arenaPlayer, openArena } from './arena-test-kit.ts';

/**
 * A changed reward time takes effect from the next day: moving the time or the UTC offset never
 * pays a second reward within a day of the last one (the local date of the new offset may be one
 * not yet paid), and a player not yet paid today is paid at the new time.
 */
const HOUR = 3_600_000;
const MINUTE = 60_000;
const clock = testClock(Date.UTC(2025, 0, 15, 18, 0, 0));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const setTime = async (token: string, minute: number, utcOffset: number) => {
  const res = await t.post('/api/arena/reward-time/set', { minute, utcOffset }, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ArenaInfoDto>();
};
const paidDays = async (playerId: number) =>
  (await t.db.select({ day: arenaRewards.day }).from(arenaRewards).where(eq(arenaRewards.playerId, playerId))).map(
    (row) => row.day,
  );

describe('changing the arena reward time', () => {
  it('after the reward of 00:00 was paid, 23:59 at UTC−12 waits for the next day', async () => {
    const p = await arenaPlayer(t);
    await setTime(p.token, 0, 180); // 00:00 Moscow: 21:00 UTC
    clock.advance(3 * HOUR + MINUTE); // 21:01 UTC, 00:01 on 2025-01-16 in Moscow
    expect((await openArena(t, p)).credited.map((c) => c.day)).toEqual(['2025-01-16']);

    // 23:59 at UTC−12 is 11:59 UTC; 2025-01-15 there is a date not yet paid, 15 hours on.
    const changed = await setTime(p.token, 23 * 60 + 59, -720);
    expect(changed.credited).toEqual([]);
    // Its 2025-01-16 (11:59 UTC on the 17th) is the date paid already: the new time starts after it.
    expect(changed.nextRewardAtMs).toBe(Date.UTC(2025, 0, 18, 11, 59));
    clock.advance(15 * HOUR); // 12:01 UTC on the 16th: past 23:59 of the 15th at UTC−12
    expect((await openArena(t, p)).credited).toEqual([]);
    clock.advance(48 * HOUR); // 12:01 UTC on the 18th
    expect((await openArena(t, p)).credited.map((c) => c.day)).toEqual(['2025-01-17']);
    expect(await paidDays(p.playerId)).toEqual(['2025-01-16', '2025-01-17']);
  });

  it('keeps a day between the last reward and the first at a new time of the same offset', async () => {
    const p = await arenaPlayer(t);
    expect(new Date(clock()).toISOString()).toBe('2025-01-18T12:01:00.000Z');
    await setTime(p.token, 12 * 60 + 30, 0);
    clock.advance(HOUR);
    expect((await openArena(t, p)).credited).toHaveLength(1); // 12:30 UTC, paid
    // Moved to 13:45 the same day: within a day of the last one, so from tomorrow.
    const info = await setTime(p.token, 13 * 60 + 45, 0);
    expect(info.nextRewardAtMs).toBe(Date.UTC(2025, 0, 19, 13, 45));
    clock.advance(HOUR);
    expect((await openArena(t, p)).credited).toEqual([]);
  });

  it('pays a player not yet paid today at the new time', async () => {
    const p = await arenaPlayer(t);
    const now = clock();
    const hourAhead = new Date(now + HOUR);
    const info = await setTime(p.token, hourAhead.getUTCHours() * 60 + hourAhead.getUTCMinutes(), 0);
    expect(info.nextRewardAtMs).toBe(Math.floor((now + HOUR) / MINUTE) * MINUTE);
    clock.advance(HOUR);
    expect((await openArena(t, p)).credited).toHaveLength(1);
  });
});
