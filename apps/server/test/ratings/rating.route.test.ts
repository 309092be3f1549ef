import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatingDto } from '@rol/protocol/rating-routes';
import { players } from '../../src/db/schema/players.ts';
import { stampPresence } from '../../src/sessions/presence.ts';
import { expectRefusal } from '../envelope.ts';
import type { TestPlayer } from '../battle/battle-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { arenaPlayer, openArena } from '../arena/arena-test-kit.ts';

let t: TestApp;
const crowd: TestPlayer[] = [];
beforeAll(async () => {
  t = await createTestApp();
  // Levels 8..19 and best stairs 30..8 so every table has a clear order.
  for (let i = 0; i < 12; i += 1) {
    const p = await arenaPlayer(t, 8 + i, 1 + i);
    await t.db
      .update(players)
      .set({ bestVictoryStair: 30 - 2 * i })
      .where(eq(players.id, p.playerId));
    crowd.push(p);
  }
}, 300_000);
afterAll(() => t.close());

const rating = async (who: TestPlayer, type: string, query: Record<string, string | number> = {}) => {
  const res = await t.get(`/api/rating/by/${type}`, { token: who.token, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RatingDto>();
};

describe('rating/by/{type}', () => {
  it('level: highest first, numbered, with my position and the totals', async () => {
    const me = crowd[3]!;
    const page = await rating(me, 'level');
    expect(page.playersTotal).toBe(12);
    expect(page.positions.map((p) => p.level)).toEqual([19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8]);
    expect(page.positions.map((p) => p.positionNumber)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(page.myPosition).toMatchObject({ playerId: me.playerId, positionNumber: 9, level: 11 });
    const second = await rating(me, 'level', { from: 2, to: 5 });
    expect(second.positions.map((p) => p.positionNumber)).toEqual([3, 4, 5]);
    expect(second.positions.map((p) => p.level)).toEqual([17, 16, 15]);
  });

  it('scenario: best stair first; around me centres the page on me', async () => {
    const me = crowd[0]!; // stair 30, the best
    const page = await rating(me, 'scenario');
    expect(page.positions[0]).toMatchObject({ playerId: me.playerId, value: 30, positionNumber: 1 });
    const last = crowd[11]!;
    const around = await rating(last, 'scenario', { filter: 'around', to: 4 });
    expect(around.positions.map((p) => p.positionNumber)).toEqual([9, 10, 11, 12]);
    expect(around.myPosition?.positionNumber).toBe(12);
  });

  it('arenaPosition lists arena players, params every player; no clans, no event: empty tables', async () => {
    for (const p of crowd.slice(0, 4)) await openArena(t, p);
    const arena = await rating(crowd[0]!, 'arenaPosition');
    expect(arena.playersTotal).toBe(4);
    expect(arena.positions.map((p) => p.positionNumber)).toEqual([1, 2, 3, 4]);
    expect(arena.myPosition?.positionNumber).toBe(1);
    const params = await rating(crowd[0]!, 'params');
    // Every player has a squad strength from their first squad on, arena or not.
    expect(params.playersTotal).toBe(12);
    // Stronger heroes (crowd[3] at hero level 4, stored when the arena opened) rank first.
    expect(params.positions[0]?.playerId).toBe(crowd[3]!.playerId);
    expect(params.myPosition?.positionNumber).toBe(4);
    // Reading the table stores the reader's strength as it is now: crowd[11] (heroes raised to
    // level 12 behind the server's back) rises to the top by looking.
    const strongest = await rating(crowd[11]!, 'params');
    expect(strongest.myPosition?.positionNumber).toBe(1);
    expect(strongest.positions[0]?.playerId).toBe(crowd[11]!.playerId);
    const outsider = await rating(crowd[8]!, 'arenaPosition');
    expect(outsider.myPosition).toBeNull();
    for (const type of ['clanLevel', 'eventPosition'])
      expect(await rating(crowd[0]!, type)).toMatchObject({
        playersTotal: 0,
        myPosition: null,
        positions: [],
      });
    for (const type of ['level', 'clanLevel'])
      expect(await rating(crowd[0]!, type, { filter: 'clan' })).toMatchObject({
        playersTotal: 0,
        myPosition: null,
        positions: [],
      });
  });

  it('counts players connected now on any node', async () => {
    await stampPresence(t.db, [crowd[0]!.playerId, crowd[1]!.playerId], t.clock());
    expect((await rating(crowd[0]!, 'level')).playersOnline).toBe(2);
    t.clock.advance(71_000);
    expect((await rating(crowd[0]!, 'level')).playersOnline).toBe(0);
  });

  it('refuses unknown types, negative or reversed ranges and pages over 100', async () => {
    const me = crowd[0]!;
    expectRefusal(await t.get('/api/rating/by/gold', { token: me.token }), 400, 'VALIDATION_FAILED');
    for (const query of [
      { from: -1 },
      { from: 10, to: 5 },
      { from: 10, to: 10 },
      { from: 0, to: 101 },
      { filter: 'friends' },
    ] as Record<string, string | number>[])
      expectRefusal(
        await t.get('/api/rating/by/level', { token: me.token, query }),
        400,
        'VALIDATION_FAILED',
      );
    expectRefusal(await t.get('/api/rating/by/level'), 401, 'UNAUTHORIZED');
    const full = await rating(me, 'level', { from: 0, to: 100 });
    expect(full.to).toBe(100);
    const beyond = await rating(me, 'level', { from: 500 });
    expect(beyond.positions).toEqual([]);
  });
});

describe('player profiles', () => {
  it('shows another player’s squad, standing and level; NOT_FOUND for nobody', async () => {
    const res = await t.get(`/api/rating/profile/${crowd[2]!.playerId}`, { token: crowd[0]!.token });
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json<{
      nickname: string;
      level: number;
      squad: { level: number }[];
      arenaLeague: string | null;
    }>();
    expect(profile.level).toBe(10);
    expect(profile.squad.length).toBeGreaterThan(0);
    expect(profile.squad[0]!.level).toBe(3);
    expect(profile.arenaLeague).toBe('champions');
    expectRefusal(await t.get('/api/rating/profile/999999', { token: crowd[0]!.token }), 404, 'NOT_FOUND');
    expectRefusal(await t.get('/api/rating/profile/0', { token: crowd[0]!.token }), 400, 'VALIDATION_FAILED');
  });
});
