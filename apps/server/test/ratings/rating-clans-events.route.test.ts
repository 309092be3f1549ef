import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatingDto } from '@rol/protocol/rating-routes';
import { moscowTimeToUtc } from '@rol/rules/world/server-time';
import type { Tx } from '../../src/db/database.ts';
import { clanBuildings } from '../../src/db/schema/clan-buildings.ts';
import { players } from '../../src/db/schema/players.ts';
import { applyLedger } from '../../src/ledger/apply-ledger.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, testClock, type TestApp } from '../test-app.ts';
import { clanPlayer, member, newClan, type Who } from '../clans/clan-test-kit.ts';

/** Inside Halloween's run (Moscow time), when event currency is collected on the road. */
const HALLOWEEN = moscowTimeToUtc(2026, 10, 29, 12);

let t: TestApp;
let big: { leader: Who; clanId: number; members: Who[] };
let small: { leader: Who; clanId: number };
let loner: Who;
beforeAll(async () => {
  t = await createTestApp({ clock: testClock(HALLOWEEN) });
  const a = await newClan(t);
  big = {
    leader: a.leader,
    clanId: a.clan.id,
    members: [await member(t, a.leader, a.clan.id), await member(t, a.leader, a.clan.id)],
  };
  const b = await newClan(t);
  small = { leader: b.leader, clanId: b.clan.id };
  loner = await clanPlayer(t);
  // The small clan is the higher one: two building levels (one of them an upgrade whose time has come).
  await t.db
    .insert(clanBuildings)
    .values([{ clanId: small.clanId, type: 'EXPERIENCE', level: 1, upgradeEndsAt: new Date(t.clock()) }]);
}, 300_000);
afterAll(() => t.close());

const rating = async (who: Who, type: string, query: Record<string, string | number> = {}) => {
  const res = await t.get(`/api/rating/by/${type}`, { token: who.token, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RatingDto>();
};

const collect = (who: Who, amount: number) =>
  t.db.transaction((tx: Tx) =>
    applyLedger(tx, {
      playerId: who.playerId,
      resource: 'eventCurrency',
      delta: amount,
      reason: 'test-credit',
      now: new Date(t.clock()),
    }),
  );

describe('the clans’ rating (clanLevel)', () => {
  it('orders clans by level then members; my row is my clan’s; clan filter shows my clan', async () => {
    const page = await rating(big.members[0]!, 'clanLevel');
    expect(page.playersTotal).toBe(2);
    expect(page.positions.map((r) => [r.positionNumber, r.clanId, r.playerId, r.level])).toEqual([
      [1, small.clanId, null, 3],
      [2, big.clanId, null, 1],
    ]);
    expect(page.myPosition).toMatchObject({ clanId: big.clanId, positionNumber: 2 });
    const mine = await rating(big.members[0]!, 'clanLevel', { filter: 'clan' });
    expect(mine.positions).toEqual([page.positions[1]]);
    const none = await rating(loner, 'clanLevel');
    expect(none.myPosition).toBeNull();
    expect(none.positions).toHaveLength(2);
  });
});

describe('the clan filter of the players’ tables', () => {
  it('lists my clan’s members in the table’s order, numbered within the clan', async () => {
    await t.db.update(players).set({ level: 30 }).where(eq(players.id, big.members[1]!.playerId));
    const page = await rating(big.members[0]!, 'level', { filter: 'clan' });
    expect(page.playersTotal).toBe(3);
    expect(page.positions.map((r) => r.positionNumber)).toEqual([1, 2, 3]);
    expect(page.positions[0]?.playerId).toBe(big.members[1]!.playerId);
    expect(new Set(page.positions.map((r) => r.playerId))).toEqual(
      new Set([big.leader.playerId, ...big.members.map((m) => m.playerId)]),
    );
    expect(page.myPosition?.playerId).toBe(big.members[0]!.playerId);
    const paged = await rating(big.members[0]!, 'level', { filter: 'clan', from: 1, to: 2 });
    expect(paged.positions.map((r) => r.positionNumber)).toEqual([2]);
  });
});

describe('the event rating (eventPosition)', () => {
  it('orders players by currency collected in the running event; ties go to who got there first', async () => {
    await collect(big.members[0]!, 5);
    t.clock.advance(1_000);
    await collect(loner, 9);
    t.clock.advance(1_000);
    await collect(small.leader, 5);
    t.clock.advance(1_000);
    await collect(small.leader, 1);
    const page = await rating(loner, 'eventPosition');
    expect(page.playersTotal).toBe(3);
    expect(page.positions.map((r) => [r.playerId, r.value])).toEqual([
      [loner.playerId, 9],
      [small.leader.playerId, 6],
      [big.members[0]!.playerId, 5],
    ]);
    expect(page.myPosition).toMatchObject({ playerId: loner.playerId, positionNumber: 1, value: 9 });
    const third = await rating(big.members[0]!, 'eventPosition');
    expect(third.myPosition).toMatchObject({ positionNumber: 3, value: 5 });
    // A tie: big.members[1] reaches 6 after small.leader did, so stands behind them.
    t.clock.advance(1_000);
    await collect(big.members[1]!, 6);
    const tied = await rating(big.members[1]!, 'eventPosition');
    expect(tied.myPosition).toMatchObject({ positionNumber: 3, value: 6 });
    const clan = await rating(big.members[0]!, 'eventPosition', { filter: 'clan' });
    expect(clan.positions.map((r) => [r.positionNumber, r.playerId])).toEqual([
      [1, big.members[1]!.playerId],
      [2, big.members[0]!.playerId],
    ]);
    const nobody = await rating(big.leader, 'eventPosition');
    expect(nobody.myPosition).toBeNull();
  });

  it('is empty when no event with currency is running', async () => {
    t.clock.advance(moscowTimeToUtc(2026, 11, 15) - t.clock());
    expect(await rating(loner, 'eventPosition')).toMatchObject({
      playersTotal: 0,
      myPosition: null,
      positions: [],
    });
  });
});

describe('the profile', () => {
  it('shows the player’s clan, and none for a player without one', async () => {
    const res = await t.get(`/api/rating/profile/${big.members[0]!.playerId}`, { token: loner.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ clan: unknown }>().clan).toMatchObject({ id: big.clanId, level: 1 });
    const lone = await t.get(`/api/rating/profile/${loner.playerId}`, { token: big.leader.token });
    expect(lone.json<{ clan: unknown }>().clan).toBeNull();
    expectRefusal(await t.get('/api/rating/profile/-3', { token: loner.token }), 400, 'VALIDATION_FAILED');
  });
});
