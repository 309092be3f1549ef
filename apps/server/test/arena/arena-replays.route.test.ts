import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaHistoryItemDto, FighterRankDto } from '@rol/protocol/arena-routes';
import { replay } from '@rol/rules/battle/replay';
import type { BattleAction, BattleSetup } from '@rol/rules/battle/battle-types';
import { arenaAttacks } from '../../src/db/schema/arena-attacks.ts';
import { attack, fightToEnd } from '../battle/battle-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { fabricateFoughtAttack } from './arena-fabricate.ts';
import { arenaPlayer, attackArena, foughtAttack, openArena, positionOf, rankedArenaPair, setSquadRank } from './arena-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface StoredReplay {
  attackerId: number;
  defenderId: number;
  attackerNickname: string;
  defenderNickname: string;
  setup: BattleSetup;
  seed: number;
  actions: BattleAction[];
  ranks: FighterRankDto[];
}

describe('arena battles are public', () => {
  it('a third player lists a player’s latest arena battles and watches one, with both sides’ ranks', async () => {
    const { defender, attacker } = await rankedArenaPair(t);
    const seat = (await positionOf(t, defender.playerId))!;
    const { result } = await foughtAttack(t, attacker, defender.playerId, seat);
    expect(result.won).toBe(true);

    // Anyone signed in, even below the arena's level and never in it.
    const third = await arenaPlayer(t, 1);
    const listed = await t.get(`/api/arena/battles/${defender.playerId}`, { token: third.token });
    expect(listed.statusCode, listed.body).toBe(200);
    const { playerId, items } = listed.json<{ playerId: number; items: ArenaHistoryItemDto[] }>();
    expect(playerId).toBe(defender.playerId);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ role: 'defender', won: false, opponentId: attacker.playerId });

    const res = await t.get(`/api/arena/replay/${items[0]!.battleId}`, { token: third.token });
    expect(res.statusCode, res.body).toBe(200);
    const stored = res.json<StoredReplay>();
    expect(stored).toMatchObject({ attackerId: attacker.playerId, defenderId: defender.playerId });
    expect(stored.attackerNickname).not.toBe(stored.defenderNickname);
    const replayed = replay(stored.setup, stored.actions, stored.seed);
    expect('error' in replayed).toBe(false);
    if (!('error' in replayed)) expect(replayed.state.winnerTeam).toBe(0);
    // Every fighter's rank as it stood when the battle began, by its id in the battle.
    const ids = stored.setup.teams.flat().map((c) => c.id);
    expect(stored.ranks.map((r) => r.creatureId).sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
    for (const r of stored.ranks) expect(r.rank).toBe(r.creatureId < 0 ? 4 : 2);
    // Later rank-ups change neither the stored snapshot's stars nor the replay.
    await setSquadRank(t, defender.playerId, 5);
    const again = (await t.get(`/api/arena/replay/${items[0]!.battleId}`, { token: third.token })).json<StoredReplay>();
    expect(again.ranks).toEqual(stored.ranks);
  });

  it('lists at most the 10 latest, newest first; an older record without ranks replays without them', async () => {
    const a = await arenaPlayer(t, 8, 5);
    await openArena(t, a);
    const b = await arenaPlayer(t, 8, 5);
    await openArena(t, b);
    const ids: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      ids.push(await fabricateFoughtAttack(t, b.playerId, a.playerId, false));
      const done = await t.post('/api/battle/complete', undefined, { token: b.token });
      expect(done.statusCode, done.body).toBe(200);
    }
    const viewer = await t.guest();
    const listed = (await t.get(`/api/arena/battles/${a.playerId}`, { token: viewer.token })).json<{
      items: ArenaHistoryItemDto[];
    }>();
    expect(listed.items.map((i) => i.battleId)).toEqual(ids.slice(1).reverse());
    expect(listed.items.every((i) => i.role === 'defender' && i.won)).toBe(true);
    const [row] = await t.db.select().from(arenaAttacks).where(eq(arenaAttacks.battleId, ids[10]!));
    expect(row?.ranks).toBeNull();
    const old = await t.get(`/api/arena/replay/${ids[10]}`, { token: viewer.token });
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json<StoredReplay>().ranks).toEqual([]);
  });

  it('an unknown player or battle is NOT_FOUND; a road battle, or an arena battle still fought, stays refused', async () => {
    const viewer = await t.guest();
    const as = { token: viewer.token };
    expectRefusal(await t.get('/api/arena/battles/999999', as), 404, 'NOT_FOUND');
    expectRefusal(await t.get('/api/arena/replay/999999', as), 404, 'NOT_FOUND');
    const nobody = await t.guest();
    const none = await t.get(`/api/arena/battles/${nobody.playerId}`, as);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json<{ items: unknown[] }>().items).toEqual([]);
    for (const bad of ['/api/arena/battles/0', '/api/arena/battles/x', '/api/arena/replay/-1'])
      expectRefusal(await t.get(bad, as), 400, 'VALIDATION_FAILED');

    // Someone else's road battle, fought and settled, and the road-walker themself: never served.
    const walker = await arenaPlayer(t, 8, 300);
    const road = await attack(t, walker);
    expectRefusal(await t.get(`/api/arena/replay/${road.battle.id}`, as), 404, 'NOT_FOUND');
    await fightToEnd(t, walker, road);
    expect((await t.post('/api/battle/complete', undefined, { token: walker.token })).statusCode).toBe(200);
    expectRefusal(await t.get(`/api/arena/replay/${road.battle.id}`, as), 404, 'NOT_FOUND');
    expectRefusal(await t.get(`/api/arena/replay/${road.battle.id}`, { token: walker.token }), 404, 'NOT_FOUND');

    // An arena attack under way is not watchable until it is settled.
    const d = await arenaPlayer(t, 8, 1);
    await openArena(t, d);
    const a = await arenaPlayer(t, 8, 300);
    await openArena(t, a);
    const started = await attackArena(t, a, d.playerId, (await positionOf(t, d.playerId))!);
    expect(started.statusCode, started.body).toBe(200);
    const battleId = started.json<{ battle: { id: number } }>().battle.id;
    expectRefusal(await t.get(`/api/arena/replay/${battleId}`, as), 404, 'NOT_FOUND');
  });
});
