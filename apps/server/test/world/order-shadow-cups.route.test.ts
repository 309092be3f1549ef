import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalancesDto } from '@rol/protocol/balances-dto';
import type { TaskDto } from '@rol/protocol/task-dto';
import { findOffer } from '@rol/rules/economy/catalogue-shops';
import { moscowTimeToUtc } from '@rol/rules/world/server-time';
import { recordGameEvent } from '../../src/progress/record-game-event.ts';
import { newClan } from '../clans/clan-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { setBalance } from '../heroes/hero-test-kit.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, testClock, type TestApp } from '../test-app.ts';

/** 15 March 2026, 12:00 Moscow: no event runs. */
const NOON = moscowTimeToUtc(2026, 3, 15, 12, 0);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: testClock(NOON) });
});
afterAll(() => t.close());

const tasks = async (token: string) =>
  (await t.get('/api/task/list', { token })).json<{ tasks: TaskDto[] }>().tasks;
const take = (token: string, n: number) => t.post(`/api/task/${n}/take`, undefined, { token });
const buy = (token: string, shop: string, offerId: string) => t.post(`/api/shops/${shop}/buy`, { offerId }, { token });
const record = (playerId: number, event: Parameters<typeof recordGameEvent>[2], amount: number) =>
  t.db.transaction((tx) => recordGameEvent(tx, { playerId }, event, amount, t.clock()));

describe('order points, shadow points and cups', () => {
  it('the order’s points come with the day’s gifts to the clan and buy in the clan shop', async () => {
    const { leader } = await newClan(t);
    await setBalance(t, leader.playerId, 'gold', 5000);
    expect((await t.post('/api/clan/donate', { type: 'GOLD', amount: 999 }, { token: leader.token })).statusCode).toBe(200);
    expect((await tasks(leader.token)).find((x) => x.taskNumber === 106)).toMatchObject({ progress: 999, complete: false });
    expectRefusal(await take(leader.token, 106), 400, 'TASK_NOT_COMPLETE');
    expect((await t.post('/api/clan/donate', { type: 'GOLD', amount: 1 }, { token: leader.token })).statusCode).toBe(200);
    const taken = await take(leader.token, 106);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await balanceOf(t.db, leader.playerId, 'orderPoints')).toBe(10);

    // 10 points are short of the stone-skin lot (15): "Not enough fraction points".
    const price = findOffer('clan', 'clan_order_stone_skin')!.price.orderPoints!;
    expectRefusal(await buy(leader.token, 'clan', 'clan_order_stone_skin'), 400, 'NOT_ENOUGH_FRACTION_POINTS');
    await setBalance(t, leader.playerId, 'orderPoints', price);
    const bought = await buy(leader.token, 'clan', 'clan_order_stone_skin');
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json<{ balances: BalancesDto }>().balances.orderPoints).toBe(0);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('the shadow’s points come with 20 battles won in a day and buy at the faction shop', async () => {
    const me = await t.guest();
    await record(me.playerId, 'BATTLE_WON', 20);
    expect((await take(me.token, 107)).statusCode).toBe(200);
    expect(await balanceOf(t.db, me.playerId, 'shadowPoints')).toBe(10);
    const bought = await buy(me.token, 'faction', 'shadow_ice');
    expect(bought.statusCode, bought.body).toBe(200);
    expect(await balanceOf(t.db, me.playerId, 'shadowPoints')).toBe(10 - findOffer('faction', 'shadow_ice')!.price.shadowPoints!);
    expectRefusal(await buy(me.token, 'faction', 'shadow_rage'), 400, 'NOT_ENOUGH_FRACTION_POINTS');
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('cups come with 3 arena wins in a day, show in the player info and buy wheel tickets at the market', async () => {
    const me = await t.guest();
    await record(me.playerId, 'ARENA_WON', 3);
    expect((await take(me.token, 108)).statusCode).toBe(200);
    const info = (await t.get('/api/player/info/current', { token: me.token })).json<{ player: { cups: number } }>();
    expect(info.player.cups).toBe(3);
    const tickets = await balanceOf(t.db, me.playerId, 'tickets');
    const bought = await buy(me.token, 'market', 'cups_to_ticket');
    expect(bought.statusCode, bought.body).toBe(200);
    expect(await balanceOf(t.db, me.playerId, 'cups')).toBe(0);
    expect(await balanceOf(t.db, me.playerId, 'tickets')).toBe(tickets + 1);
    expectRefusal(await buy(me.token, 'market', 'cups_to_ticket'), 400, 'NOT_ENOUGH_RESOURCES');
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
