import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaHistoryItemDto } from '@rol/protocol/arena-routes';
import type { PlayerInfoDto } from '@rol/protocol/player-dto';
import { replay } from '@rol/rules/battle/replay';
import type { BattleAction, BattleSetup } from '@rol/rules/battle/battle-types';
import { FREE_TRIES_PER_DAY } from '@rol/rules/arena/tries';
import { TASKS, tasksCounting } from '@rol/rules/world/tasks';
import { eq } from 'drizzle-orm';
import { playerTasks } from '../../src/db/schema/player-tasks.ts';
import { expectRefusal } from '../envelope.ts';
import { ledgerMismatches } from '../ledger-check.ts';
import { heroesOf } from '../battle/battle-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import {
  allPositions,
  arenaPlayer,
  attackArena,
  foughtAttack,
  lostAttack,
  openArena,
  opponentsOf,
  positionOf,
} from './arena-test-kit.ts';

let t: TestApp;

const ARENA_TASK = tasksCounting('ARENA_WON')[0]!;
const BATTLE_TASK = tasksCounting('BATTLE_WON').find((n) => TASKS[n].kind === 'daily')!;

async function taskProgress(app: TestApp, playerId: number) {
  const rows = await app.db.select().from(playerTasks).where(eq(playerTasks.playerId, playerId));
  const of = (n: number) => rows.find((r) => r.taskNumber === n)?.progress ?? 0;
  return { arenaWon: of(ARENA_TASK), battleWon: of(BATTLE_TASK) };
}
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the arena below level 8', () => {
  it('answers closed, and the attack ARENA_NOT_OPENED', async () => {
    const low = await arenaPlayer(t, 7);
    const info = await openArena(t, low);
    expect(info).toMatchObject({ opened: false, standing: null, openLevel: 8 });
    expectRefusal(await attackArena(t, low, 1, 1), 400, 'ARENA_NOT_OPENED');
    expectRefusal(await t.get('/api/arena/opponents', { token: low.token }), 400, 'ARENA_NOT_OPENED');
    expectRefusal(
      await t.post('/api/arena/defence/set', { creatureIds: [1] }, { token: low.token }),
      400,
      'ARENA_NOT_OPENED',
    );
  });
});

describe('the ladder', () => {
  it('places newcomers at the bottom, with the squad as defence, and player info shows it', async () => {
    const a = await arenaPlayer(t);
    const b = await arenaPlayer(t);
    const first = await openArena(t, a);
    const second = await openArena(t, b);
    expect(second.standing!.position).toBe(first.standing!.position + 1);
    expect(second.standing!.total).toBe(second.standing!.position);
    expect(second.defence.length).toBeGreaterThan(0);
    expect(second.leagues).toHaveLength(9);
    const again = await openArena(t, b);
    expect(again.standing!.position).toBe(second.standing!.position);
    const info = (await t.get('/api/player/info', { token: b.token })).json<PlayerInfoDto>();
    expect(info.player.arenaPosition).toBe(second.standing!.position);
    expect(info.player.arenaLeague).toBe(second.standing!.league);
    expect(await allPositions(t)).toEqual(Array.from({ length: second.standing!.total }, (_, i) => i + 1));
  });
});

describe('an attack', () => {
  it('refuses oneself, a missing, a stale or an unreachable opponent, and bad bodies', async () => {
    const a = await arenaPlayer(t);
    await openArena(t, a);
    const outsider = await arenaPlayer(t);
    expectRefusal(await attackArena(t, a, a.playerId, 1), 400, 'ARENA_SELF_ATTACK');
    expectRefusal(await attackArena(t, a, outsider.playerId, 1), 404, 'ARENA_OPPONENT_NOT_FOUND');
    expectRefusal(await attackArena(t, a, 999_999, 1), 404, 'ARENA_OPPONENT_NOT_FOUND');
    const [above] = await opponentsOf(t, a);
    expect(above).toBeDefined();
    expectRefusal(await attackArena(t, a, above!.playerId, above!.position + 1), 409, 'ARENA_OPPONENT_STALE');
    expectRefusal(
      await t.post('/api/battle/arena/attack', { opponentId: -1, position: 1 }, { token: a.token }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(await t.post('/api/battle/arena/attack', {}, { token: a.token }), 400, 'VALIDATION_FAILED');
  });

  it('a win swaps with the defender above; both histories show it and replay it exactly', async () => {
    const defender = await arenaPlayer(t, 8, 1);
    await openArena(t, defender);
    const attacker = await arenaPlayer(t, 8, 300);
    await openArena(t, attacker);
    const dBefore = (await positionOf(t, defender.playerId))!;
    const aBefore = (await positionOf(t, attacker.playerId))!;
    const { result } = await foughtAttack(t, attacker, defender.playerId, dBefore);
    expect(result.won).toBe(true);
    expect(await positionOf(t, attacker.playerId)).toBe(dBefore);
    expect(await positionOf(t, defender.playerId)).toBe(aBefore);
    // The win counts for the tasks as ARENA_WON (not as a road battle won), in the battle's transaction.
    expect(await taskProgress(t, attacker.playerId)).toEqual({ arenaWon: 1, battleWon: 0 });
    expect(await taskProgress(t, defender.playerId)).toEqual({ arenaWon: 0, battleWon: 0 });
    const mine = (await t.get('/api/arena/history', { token: attacker.token })).json<{
      items: ArenaHistoryItemDto[];
    }>();
    expect(mine.items[0]).toMatchObject({
      role: 'attacker',
      won: true,
      opponentId: defender.playerId,
      positionBefore: aBefore,
      positionAfter: dBefore,
    });
    const theirs = (await t.get('/api/arena/history', { token: defender.token })).json<{
      items: ArenaHistoryItemDto[];
    }>();
    expect(theirs.items[0]).toMatchObject({
      role: 'defender',
      won: false,
      opponentId: attacker.playerId,
      positionBefore: dBefore,
      positionAfter: aBefore,
    });
    const rep = await t.get(`/api/arena/replay/${theirs.items[0]!.battleId}`, { token: defender.token });
    expect(rep.statusCode, rep.body).toBe(200);
    const { setup, seed, actions } = rep.json<{
      setup: BattleSetup;
      seed: number;
      actions: BattleAction[];
    }>();
    const replayed = replay(setup, actions, seed);
    expect('error' in replayed).toBe(false);
    if (!('error' in replayed)) expect(replayed.state.winnerTeam).toBe(0);
    // Arena battles are public: a player who took no part watches it too (arena-replays.route.test.ts).
    const stranger = await arenaPlayer(t);
    const watched = await t.get(`/api/arena/replay/${theirs.items[0]!.battleId}`, { token: stranger.token });
    expect(watched.statusCode, watched.body).toBe(200);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('a loss moves nothing; free tries run out, then tickets are needed', async () => {
    const top = await arenaPlayer(t, 8, 300);
    await openArena(t, top);
    const weak = await arenaPlayer(t, 8, 1);
    await openArena(t, weak);
    const topAt = (await positionOf(t, top.playerId))!;
    const weakAt = (await positionOf(t, weak.playerId))!;
    for (let i = 0; i < FREE_TRIES_PER_DAY; i += 1) {
      const result = await lostAttack(t, weak, top.playerId, topAt);
      expect(result.won).toBe(false);
    }
    expect(await positionOf(t, weak.playerId)).toBe(weakAt);
    expect(await taskProgress(t, weak.playerId)).toEqual({ arenaWon: 0, battleWon: 0 });
    expectRefusal(await attackArena(t, weak, top.playerId, topAt), 400, 'NOT_ENOUGH_TICKETS');
    const history = (
      await t.get('/api/arena/history', { token: weak.token, query: { from: 0, to: 3 } })
    ).json<{ items: ArenaHistoryItemDto[]; hasMore: boolean }>();
    expect(history.items).toHaveLength(3);
    expect(history.hasMore).toBe(true);
    expect(history.items.every((h) => !h.won && h.positionBefore === h.positionAfter)).toBe(true);
  });
});

describe('settings', () => {
  it('sets the defence from own heroes only, once each', async () => {
    const a = await arenaPlayer(t);
    await openArena(t, a);
    const other = await arenaPlayer(t);
    const [mine] = await heroesOf(t, a.playerId);
    const [theirs] = await heroesOf(t, other.playerId);
    const set = await t.post('/api/arena/defence/set', { creatureIds: [mine!.id] }, { token: a.token });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<{ defence: unknown[] }>().defence).toHaveLength(1);
    expectRefusal(
      await t.post('/api/arena/defence/set', { creatureIds: [theirs!.id] }, { token: a.token }),
      404,
      'CREATURE_NOT_FOUND',
    );
    expectRefusal(
      await t.post('/api/arena/defence/set', { creatureIds: [mine!.id, mine!.id] }, { token: a.token }),
      400,
      'GROUP_DUPLICATE',
    );
    expectRefusal(
      await t.post('/api/arena/defence/set', { creatureIds: [] }, { token: a.token }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(
      await t.post('/api/arena/defence/set', { creatureIds: [1, 2, 3, 4, 5, 6, 7] }, { token: a.token }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('sets the reward time within the day and the offsets', async () => {
    const a = await arenaPlayer(t);
    const res = await t.post(
      '/api/arena/reward-time/set',
      { minute: 600, utcOffset: -300 },
      { token: a.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rewardMinute: 600, utcOffset: -300 });
    for (const bad of [
      { minute: 1440, utcOffset: 0 },
      { minute: -1, utcOffset: 0 },
      { minute: 0, utcOffset: 900 },
    ])
      expectRefusal(
        await t.post('/api/arena/reward-time/set', bad, { token: a.token }),
        400,
        'VALIDATION_FAILED',
      );
  });

  it('refuses bad history ranges', async () => {
    const a = await arenaPlayer(t);
    for (const query of [{ from: -1 }, { from: 5, to: 3 }, { from: 0, to: 21 }] as Record<string, number>[])
      expectRefusal(await t.get('/api/arena/history', { token: a.token, query }), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.get('/api/arena/replay/0', { token: a.token }), 400, 'VALIDATION_FAILED');
  });
});
