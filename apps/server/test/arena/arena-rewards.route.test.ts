import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaInfoDto } from '@rol/protocol/arena-routes';
import { leagueOf, leagueDefOf } from '@rol/rules/arena/leagues';
import { buildApp } from '../../src/app.ts';
import { appConfig } from '../../src/app-config.ts';
import { arenaRewards } from '../../src/db/schema/arena-rewards.ts';
import { ledger } from '../../src/db/schema/ledger.ts';
import { ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, TEST_CONFIG, testClock, type TestApp } from '../test-app.ts';
import { arenaPlayer, foughtAttack, openArena, positionOf } from './arena-test-kit.ts';

const HOUR = 3_600_000;
// 12:00 UTC = 15:00 in Moscow; the default reward time is 20:00 local (Moscow until the player says).
const clock = testClock(Date.UTC(2025, 0, 15, 12, 0, 0));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const rewardRows = (playerId: number) =>
  t.db
    .select({ day: arenaRewards.day, position: arenaRewards.position })
    .from(arenaRewards)
    .where(eq(arenaRewards.playerId, playerId));

const dailyRows = (playerId: number) =>
  t.db
    .select()
    .from(ledger)
    .where(and(eq(ledger.playerId, playerId), eq(ledger.reason, 'arena-daily'), eq(ledger.resource, 'gold')));

describe('the daily arena reward', () => {
  it('is credited once per day for the position held at the reward time, also when the position changed since', async () => {
    const upper = await arenaPlayer(t, 8, 1);
    await openArena(t, upper);
    const climber = await arenaPlayer(t, 8, 300);
    const joined = await openArena(t, climber);
    expect(joined.credited).toEqual([]);
    const upperAt = (await positionOf(t, upper.playerId))!;
    const climberAt = (await positionOf(t, climber.playerId))!;
    clock.advance(5.5 * HOUR); // 17:30 UTC: the 17:00 UTC reward moment has passed
    await foughtAttack(t, climber, upper.playerId, upperAt);
    expect(await positionOf(t, climber.playerId)).toBe(upperAt);
    // The climber's attack credited its due day first (at the position held at 17:00 UTC).
    expect(await rewardRows(climber.playerId)).toEqual([{ day: '2025-01-15', position: climberAt }]);
    // The upper player lost the seat after the reward moment, while away: paid for the seat held then.
    expect(await positionOf(t, upper.playerId)).toBe(climberAt);
    const theirs = await openArena(t, upper);
    expect(theirs.credited).toEqual([
      {
        day: '2025-01-15',
        atMs: Date.UTC(2025, 0, 15, 17, 0, 0),
        position: upperAt,
        league: leagueOf(upperAt),
        reward: leagueDefOf(upperAt).dailyReward,
      },
    ]);
    expect((await openArena(t, climber)).credited).toEqual([]);
    expect(await dailyRows(climber.playerId)).toHaveLength(1);
    clock.advance(3 * 24 * HOUR);
    const later = await openArena(t, climber);
    expect(later.credited.map((c) => [c.day, c.position])).toEqual([
      ['2025-01-16', upperAt],
      ['2025-01-17', upperAt],
      ['2025-01-18', upperAt],
    ]);
    expect(await dailyRows(climber.playerId)).toHaveLength(4);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('follows the chosen local time and is credited once with two nodes asked at the same moment', async () => {
    const p = await arenaPlayer(t);
    const set = await t.post(
      '/api/arena/reward-time/set',
      { minute: 9 * 60, utcOffset: 540 },
      { token: p.token },
    );
    expect(set.statusCode, set.body).toBe(200);
    const info = set.json<ArenaInfoDto>();
    // 09:00 in Tokyo is 00:00 UTC.
    expect(new Date(info.nextRewardAtMs!).getUTCHours()).toBe(0);
    clock.advance(24 * HOUR);
    const second = buildApp({ db: t.db, clock, config: appConfig(TEST_CONFIG) });
    await second.ready();
    try {
      const call = (app: typeof second) =>
        app.inject({ method: 'POST', url: '/api/arena/info', headers: { authorization: p.token } });
      const answers = await Promise.all([call(t.app), call(second), call(t.app), call(second)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      const credited = answers.flatMap((r) => r.json<ArenaInfoDto>().credited);
      expect(credited).toHaveLength(1);
      expect(await dailyRows(p.playerId)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
