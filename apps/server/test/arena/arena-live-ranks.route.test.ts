import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BattleStatusDto } from '@rol/protocol/battle-dto';
import { attack, nextBlow } from '../battle/battle-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { arenaPlayer, attackArena, positionOf, rankedArenaPair, setSquadRank } from './arena-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Rank by creature id, and every fighter of the battle listed exactly once. */
function ranksOf(status: BattleStatusDto): Map<number, number> {
  const ranks = status.battle.ranks ?? [];
  const ids = status.battle.creatures.map((c) => c.id).sort((a, b) => a - b);
  expect(ranks.map((r) => r.creatureId).sort((a, b) => a - b)).toEqual(ids);
  return new Map(ranks.map((r) => [r.creatureId, r.rank]));
}

describe('a live arena battle carries both sides’ ranks', () => {
  it('the attack, every step and the status list the defenders’ snapshot ranks and the attacker’s', async () => {
    const { defender, attacker } = await rankedArenaPair(t);
    // A rank-up after the defence was set does not reach the battle: the snapshot's rank does.
    await setSquadRank(t, defender.playerId, 6);
    const seat = (await positionOf(t, defender.playerId))!;
    const res = await attackArena(t, attacker, defender.playerId, seat);
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json<BattleStatusDto>();
    const ranks = ranksOf(first);
    for (const c of first.battle.creatures) expect(ranks.get(c.id)).toBe(c.team === 1 ? 4 : 2);
    expect(first.battle.creatures.some((c) => c.team === 1)).toBe(true);

    const blow = nextBlow(first);
    const hit = blow
      ? await t.post('/api/battle/v2/hit', blow, { token: attacker.token })
      : await t.post('/api/battle/skip', undefined, { token: attacker.token });
    expect(hit.statusCode, hit.body).toBe(200);
    expect(hit.json<BattleStatusDto>().battle.ranks).toEqual(first.battle.ranks);
    const status = await t.post('/api/battle/v2/moves/empty/get', undefined, { token: attacker.token });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json<BattleStatusDto>().battle.ranks).toEqual(first.battle.ranks);
  });

  it('a road battle carries none: its heroes are the player’s own', async () => {
    const walker = await arenaPlayer(t, 8, 300);
    const road = await attack(t, walker);
    expect(road.battle.ranks).toBeUndefined();
  });
});
