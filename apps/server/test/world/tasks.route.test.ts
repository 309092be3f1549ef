import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerInfoDto } from '@rol/protocol/player-dto';
import type { TaskDto } from '@rol/protocol/task-dto';
import { moscowTimeToUtc } from '@rol/rules/world/server-time';
import { ledger } from '../../src/db/schema/ledger.ts';
import { playerTasks } from '../../src/db/schema/player-tasks.ts';
import { recordGameEvent } from '../../src/progress/record-game-event.ts';
import { attack, fightToEnd, setSquadLevel } from '../battle/battle-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, testClock, type TestApp } from '../test-app.ts';

const MINUTE = 60_000;
/** 15 March 2026, 12:00 Moscow: no event runs. */
const NOON = moscowTimeToUtc(2026, 3, 15, 12, 0);
const MIDNIGHT = moscowTimeToUtc(2026, 3, 16, 0, 0);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: testClock(NOON) });
});
afterAll(() => t.close());

interface TaskList {
  tasks: TaskDto[];
  haveCompletedTasks: boolean;
  nextDayAt: number;
}

async function taskList(token: string): Promise<TaskList> {
  const res = await t.get('/api/task/list', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TaskList>();
}

const task = (list: TaskList, n: number) => list.tasks.find((x) => x.taskNumber === n);
const take = (token: string, n: number | string) => t.post(`/api/task/${n}/take`, undefined, { token });

async function record(playerId: number, event: Parameters<typeof recordGameEvent>[2], amount = 1) {
  await t.db.transaction((tx) => recordGameEvent(tx, { playerId }, event, amount, t.clock()));
}

describe('tasks', () => {
  it('a won battle counts for the story, daily and side tasks; the reward is taken once through the ledger', async () => {
    const me = await t.guest();
    await setSquadLevel(t, me.playerId, 40);
    const { status } = await fightToEnd(t, me, await attack(t, me));
    expect(status.battle.winnerTeam).toBe(0);
    expect((await t.post('/api/battle/complete', undefined, { token: me.token })).statusCode).toBe(200);

    const list = await taskList(me.token);
    expect(list.nextDayAt).toBe(MIDNIGHT);
    expect(task(list, 1)).toMatchObject({ kind: 'scenario', progress: 1, total: 1, complete: true, claimed: false });
    expect(task(list, 101)).toMatchObject({ kind: 'daily', progress: 1, total: 5, complete: false });
    expect(task(list, 201)).toMatchObject({ kind: 'side', progress: 1 });
    const info = (await t.get('/api/player/info', { token: me.token })).json<PlayerInfoDto>();
    expect(info.player.haveCompletedTasks).toBe(true);
    expect(info.player.tasks.find((x) => x.taskNumber === 1)?.complete).toBe(true);

    const gold = await balanceOf(t.db, me.playerId, 'gold');
    const res = await take(me.token, 1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ task: { taskNumber: 1, claimed: true }, haveCompletedTasks: false });
    expect(await balanceOf(t.db, me.playerId, 'gold')).toBe(gold + 100);
    expectRefusal(await take(me.token, 1), 409, 'TASK_REWARD_TAKEN');
    const rows = await t.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.playerId, me.playerId), eq(ledger.reason, 'task-reward')));
    expect(rows.map((r) => [r.resource, r.delta, r.reference])).toEqual([['gold', 100, 'task:1:once']]);
    // The chain moves on to its next task.
    const next = await taskList(me.token);
    expect(next.tasks.filter((x) => x.kind === 'scenario').map((x) => x.taskNumber)).toEqual([2]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('refuses bad task numbers, unfinished tasks and rewards taken already', async () => {
    const me = await t.guest();
    expectRefusal(await take(me.token, 'abc'), 400, 'VALIDATION_FAILED');
    expectRefusal(await take(me.token, -3), 400, 'VALIDATION_FAILED');
    expectRefusal(await take(me.token, 1.5), 400, 'VALIDATION_FAILED');
    expectRefusal(await take(me.token, 999), 404, 'TASK_NOT_FOUND');
    expectRefusal(await take(me.token, 301), 404, 'TASK_NOT_FOUND'); // Halloween's, out of its dates
    expectRefusal(await take(me.token, 101), 400, 'TASK_NOT_COMPLETE');
    await record(me.playerId, 'RESOURCE_TAKEN', 5);
    expect((await take(me.token, 102)).statusCode).toBe(200);
    expectRefusal(await take(me.token, 102), 409, 'TASK_REWARD_TAKEN');
    expectRefusal(await t.post('/api/task/1/take'), 401, 'UNAUTHORIZED');
    expectRefusal(await t.get('/api/task/list'), 401, 'UNAUTHORIZED');
  });

  it('daily tasks renew when the server day changes (midnight Moscow)', async () => {
    const me = await t.guest();
    await record(me.playerId, 'RESOURCE_TAKEN', 5);
    expect((await take(me.token, 102)).statusCode).toBe(200);
    const clock = t.clock;
    const day = (ms: number) => {
      clock.advance(ms - clock());
      return taskList(me.token);
    };
    expect(task(await day(MIDNIGHT - MINUTE), 102)).toMatchObject({ progress: 5, claimed: true });
    expect(task(await day(MIDNIGHT), 102)).toMatchObject({ progress: 0, claimed: false, complete: false });
    expect(task(await day(MIDNIGHT + MINUTE), 102)).toMatchObject({ progress: 0, claimed: false });
    await record(me.playerId, 'RESOURCE_TAKEN', 2);
    expect(task(await taskList(me.token), 102)).toMatchObject({ progress: 2, claimed: false });
    const [row] = await t.db
      .select()
      .from(playerTasks)
      .where(and(eq(playerTasks.playerId, me.playerId), eq(playerTasks.taskNumber, 102)));
    expect(row).toMatchObject({ progress: 2, claimed: false });
    await day(NOON);
  });

  it('the day’s tasks 104 and 105 pay good and evil points once through the ledger, and renew', async () => {
    const me = await t.guest();
    await record(me.playerId, 'RESOURCE_TAKEN', 9);
    expect(task(await taskList(me.token), 104)).toMatchObject({ kind: 'daily', progress: 9, total: 10, complete: false });
    expectRefusal(await take(me.token, 104), 400, 'TASK_NOT_COMPLETE');
    await record(me.playerId, 'RESOURCE_TAKEN');
    await record(me.playerId, 'BATTLE_WON', 10);
    const list = await taskList(me.token);
    expect(task(list, 104)).toMatchObject({ progress: 10, complete: true, reward: { GOOD_POINTS: 10 } });
    expect(task(list, 105)).toMatchObject({ progress: 10, complete: true, reward: { EVIL_POINTS: 10 } });
    const [good, evil] = [await balanceOf(t.db, me.playerId, 'goodPoints'), await balanceOf(t.db, me.playerId, 'evilPoints')];
    const answers = await Promise.all([take(me.token, 104), take(me.token, 104), take(me.token, 105)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 409]);
    expect(await balanceOf(t.db, me.playerId, 'goodPoints')).toBe(good + 10);
    expect(await balanceOf(t.db, me.playerId, 'evilPoints')).toBe(evil + 10);
    const rows = await t.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.playerId, me.playerId), eq(ledger.reason, 'task-reward')));
    expect(rows.map((r) => [r.resource, r.delta, String(r.reference).replace(/:d\d+$/, ':d')]).sort()).toEqual([
      ['evilPoints', 10, 'task:105:d'],
      ['goodPoints', 10, 'task:104:d'],
    ]);
    const clock = t.clock;
    clock.advance(MIDNIGHT - clock());
    const next = await taskList(me.token);
    expect(task(next, 104)).toMatchObject({ progress: 0, complete: false, claimed: false });
    expect(task(next, 105)).toMatchObject({ progress: 0, complete: false, claimed: false });
    await record(me.playerId, 'RESOURCE_TAKEN', 10);
    expect((await take(me.token, 104)).statusCode).toBe(200);
    expect(await balanceOf(t.db, me.playerId, 'goodPoints')).toBe(good + 20);
    expect(await ledgerMismatches(t.db)).toEqual([]);
    clock.advance(NOON - clock());
  });

  it('counts each game event once under concurrency: 50 concurrent battle wins count 50', async () => {
    const me = await t.guest();
    await Promise.all(Array.from({ length: 50 }, () => record(me.playerId, 'BATTLE_WON')));
    expect(task(await taskList(me.token), 201)).toMatchObject({ progress: 50, total: 100 });
  });

  it('a battle completed by 50 concurrent calls counts once', async () => {
    const me = await t.guest();
    await setSquadLevel(t, me.playerId, 40);
    await fightToEnd(t, me, await attack(t, me));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.post('/api/battle/complete', undefined, { token: me.token })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    expect(task(await taskList(me.token), 201)).toMatchObject({ progress: 1 });
  });

  it('a finished upgrade step counts once the server settles it', async () => {
    const me = await t.guest();
    await record(me.playerId, 'UPGRADE_FINISHED');
    await record(me.playerId, 'UPGRADE_FINISHED');
    expect(task(await taskList(me.token), 203)).toMatchObject({ progress: 2 });
  });
});
