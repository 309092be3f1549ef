import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BattleResultDto, BattleStatusDto } from '@rol/protocol/battle-dto';
import type { RoadPositionDto } from '@rol/protocol/place-dto';
import { replay } from '@rol/rules/battle/replay';
import { experienceToNextLevel } from '@rol/rules/experience';
import { guardCoordinate } from '@rol/rules/road/coordinates';
import { playerPlaces } from '../../src/db/schema/player-places.ts';
import { players } from '../../src/db/schema/players.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { ensure, moveTo, placePlayerAt, positionOf } from '../road/road-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import {
  attack,
  battleRow,
  fightToEnd,
  guardOf,
  heroesOf,
  setSquadLevel,
  type TestPlayer,
} from './battle-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const complete = (who: TestPlayer) => t.post('/api/battle/complete', undefined, { token: who.token });
const placeState = async (playerId: number, placeId: number) =>
  (
    await t.db
      .select()
      .from(playerPlaces)
      .where(and(eq(playerPlaces.playerId, playerId), eq(playerPlaces.placeId, placeId)))
  )[0];

async function wonBattle() {
  const guest = await t.guest();
  await setSquadLevel(t, guest.playerId, 40);
  const { status, moves } = await fightToEnd(t, guest, await attack(t, guest));
  expect(status.battle.winnerTeam).toBe(0);
  return { guest, status, moves };
}

describe('a won battle', () => {
  it('removes the guard, opens the road, credits gold and experience once and carries health back', async () => {
    const { guest, status } = await wonBattle();
    expectRefusal(
      await t.post('/api/battle/skip', undefined, { token: guest.token }),
      409,
      'BATTLE_COMPLETED',
    );
    const goldBefore = await balanceOf(t.db, guest.playerId, 'gold');
    const res = await complete(guest);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<BattleResultDto>();
    expect(result).toMatchObject({ battleId: status.battle.id, placeId: guardOf(1), won: true });
    expect(result.reward).toEqual(status.winnerReward);
    expect(result.balances.gold).toBe(goldBefore + status.winnerReward.gold);
    expect(await balanceOf(t.db, guest.playerId, 'gold')).toBe(goldBefore + status.winnerReward.gold);
    expect(result.position).toMatchObject({ battleStair: 2, bestVictoryStair: 1 });
    expect(await placeState(guest.playerId, guardOf(1))).toMatchObject({ defeated: true, battleLost: false });
    const player = await positionOf(t, guest.playerId);
    expect(player).toMatchObject({ battleId: null, bestVictoryStair: 1, battleStair: 2 });
    const heroes = await heroesOf(t, guest.playerId);
    for (const c of result.creatures) {
      const inBattle = status.battle.creatures.find((b) => b.id === c.creatureId);
      expect(heroes.find((h) => h.id === c.creatureId)?.health).toBe(c.health);
      expect(c.health).toBe(Math.max(0, Math.min(c.maxHealth, inBattle?.health ?? -1)));
    }
    // The road now passes the guard.
    expect(await ensure(t, guest.token, 0, 500)).toMatchObject({ maxCoordinate: guardCoordinate(2) });
    const moved = await moveTo(t, guest.token, guardCoordinate(1) + 15, player.contextId);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ position: RoadPositionDto }>().position.coordinate).toBe(guardCoordinate(1) + 15);
    // Settled: the battle is gone and the guard cannot be fought again.
    expectRefusal(await complete(guest), 404, 'BATTLE_NOT_FOUND');
    expectRefusal(
      await t.post('/api/battle/v2/moves/empty/get', undefined, { token: guest.token }),
      404,
      'BATTLE_NOT_FOUND',
    );
    const again = await t.post('/api/battle/place/attack', { placeId: guardOf(1) }, { token: guest.token });
    expectRefusal(again, 400, 'PLACE_NOT_A_BATTLE');
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('levels up with the experience and names the §9 unlocks reached', async () => {
    const guest = await t.guest();
    await setSquadLevel(t, guest.playerId, 40);
    await t.db
      .update(players)
      .set({ level: 7, currentExp: experienceToNextLevel(7) - 1 })
      .where(eq(players.id, guest.playerId));
    const { status } = await fightToEnd(t, guest, await attack(t, guest));
    expect(status.battle.winnerTeam).toBe(0);
    const result = (await complete(guest)).json<BattleResultDto>();
    expect(result.level).toBeGreaterThanOrEqual(8);
    expect(result.levelsGained).toBe(result.level - 7);
    expect(result.unlocks).toEqual(expect.arrayContaining(['arenaLevel', 'clanButtonLevel']));
    expect(result.maxExp).toBe(experienceToNextLevel(result.level));
    expect(await positionOf(t, guest.playerId)).toMatchObject({
      level: result.level,
      currentExp: result.currentExp,
    });
  });

  it('settles once when 50 completes arrive at once', async () => {
    const { guest, status } = await wonBattle();
    const goldBefore = await balanceOf(t.db, guest.playerId, 'gold');
    const answers = await Promise.all(Array.from({ length: 50 }, () => complete(guest)));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expectRefusal(a, 404, 'BATTLE_NOT_FOUND');
    expect(await balanceOf(t.db, guest.playerId, 'gold')).toBe(goldBefore + status.winnerReward.gold);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('is replayed exactly from its stored setup, seed and action log', async () => {
    const { status, moves } = await wonBattle();
    const row = await battleRow(t, status.battle.id);
    const again = replay(row.setup, row.actions, row.seed);
    if ('error' in again) throw new Error(`replay failed: ${again.error} at ${again.index}`);
    expect(again.state).toEqual(row.engineState);
    expect(again.rng).toEqual(row.rng);
    expect(again.moves).toEqual(row.moves);
    expect(row.moves).toEqual(moves);
  });
});

describe('a lost battle', () => {
  it('marks the place battle-lost, costs health and leaves the road closed', async () => {
    const guest = await t.guest();
    const stair = 300;
    await placePlayerAt(t, guest, guardCoordinate(stair) - 50);
    const heroesBefore = await heroesOf(t, guest.playerId);
    const { status } = await fightToEnd(t, guest, await attack(t, guest, guardOf(stair)));
    expect(status.battle.winnerTeam).toBe(1);
    const goldBefore = await balanceOf(t.db, guest.playerId, 'gold');
    const res = await complete(guest);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<BattleResultDto>();
    expect(result).toMatchObject({
      won: false,
      reward: { gold: 0, experience: 0 },
      levelsGained: 0,
      unlocks: [],
    });
    expect(result.penalty.healthPerHero).toBe(status.healthPenalty);
    expect(await balanceOf(t.db, guest.playerId, 'gold')).toBe(goldBefore - result.penalty.gold);
    expect(await placeState(guest.playerId, guardOf(stair))).toMatchObject({
      defeated: false,
      battleLost: true,
    });
    const heroesAfter = await heroesOf(t, guest.playerId);
    for (const before of heroesBefore) {
      const after = heroesAfter.find((h) => h.id === before.id);
      expect(after?.health).toBeLessThan(before.health);
    }
    const player = await positionOf(t, guest.playerId);
    expect(player).toMatchObject({ battleId: null, battleStair: stair });
    expectRefusal(
      await moveTo(t, guest.token, guardCoordinate(stair) + 1, player.contextId),
      400,
      'ROAD_BLOCKED',
    );
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('gives up: COMPLETED as a loss, then complete settles it; complete before the end is refused', async () => {
    const guest = await t.guest();
    await attack(t, guest);
    expectRefusal(await complete(guest), 400, 'BATTLE_NOT_COMPLETED');
    const res = await t.post('/api/battle/v2/giveUpBattle', undefined, { token: guest.token });
    expect(res.statusCode, res.body).toBe(200);
    const status = res.json<BattleStatusDto>();
    expect(status).toMatchObject({ battleState: 'COMPLETED', ask: 'COMPLETE', battle: { winnerTeam: 1 } });
    expectRefusal(
      await t.post('/api/battle/v2/giveUpBattle', undefined, { token: guest.token }),
      409,
      'BATTLE_COMPLETED',
    );
    const result = (await complete(guest)).json<BattleResultDto>();
    expect(result.won).toBe(false);
    expect(await placeState(guest.playerId, guardOf(1))).toMatchObject({ battleLost: true, defeated: false });
    // After a loss the guard may be fought again.
    await attack(t, guest);
  });
});
