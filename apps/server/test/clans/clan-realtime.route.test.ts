import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clanTopic } from '@rol/protocol/realtime';
import { credit } from '../artifacts/item-test-kit.ts';
import { eventually, stompClient } from '../realtime/stomp-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { buildingCost } from '@rol/rules/clans/clan-buildings';
import { clanPlayer, fundClan, join, member, newClan, type Who } from './clan-test-kit.ts';

/** The app listening, real STOMP clients: the clan room and topic for members only, membership changes at once. */
let t: TestApp;
let wsUrl = '';
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/websocket`;
});
afterAll(() => t.close());

async function subscribeClan(who: Who, clanId: number) {
  const stomp = stompClient(wsUrl, { JSESSIONID: who.token });
  await stomp.connected;
  const got: string[] = [];
  stomp.client.subscribe(clanTopic(clanId), (frame) => got.push(frame.body), { receipt: 'sub-clan' });
  await new Promise<void>((resolve) => stomp.client.watchForReceipt('sub-clan', () => resolve()));
  return { stomp, got };
}

const say = (who: Who, text: string) => t.post('/api/chat/clan/send', { text }, { token: who.token });

describe('the clan room and topic', () => {
  it('members talk live; a kicked member stops receiving at once and the room is closed to them', async () => {
    const { leader, clan } = await newClan(t);
    const outsider = await clanPlayer(t);
    expectRefusal(await say(outsider, 'hi'), 403, 'ROOM_FORBIDDEN');
    const m = await clanPlayer(t);
    // Connected before joining: the join updates the open socket, which may then hear the clan.
    const before = stompClient(wsUrl, { JSESSIONID: m.token });
    await before.connected;
    await join(t, leader, clan.id, m);
    const listener = await subscribeClan(m, clan.id);
    const early: string[] = [];
    before.client.subscribe(clanTopic(clan.id), (frame) => early.push(frame.body), { receipt: 'sub-early' });
    await new Promise<void>((resolve) => before.client.watchForReceipt('sub-early', () => resolve()));
    try {
      expect((await say(leader, 'welcome')).statusCode).toBe(200);
      await eventually(() => listener.got.length === 1 && early.length === 1);
      expect(JSON.parse(listener.got[0]!)).toMatchObject({ type: 'CHAT_MESSAGE', room: 'clan' });
      const rooms = (await t.get('/api/chat/rooms', { token: m.token })).json<{
        rooms: { room: string; unread: number }[];
      }>();
      expect(rooms.rooms.find((r) => r.room === 'clan')).toMatchObject({ unread: 1 });

      const kicked = await t.post(
        '/api/clan/participant/action',
        { playerId: m.playerId, type: 'KICK' },
        { token: leader.token },
      );
      expect(kicked.statusCode).toBe(200);
      expect((await say(leader, 'gone')).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(listener.got).toHaveLength(1);
      expect(early).toHaveLength(1);
      expectRefusal(await t.get('/api/chat/clan/list', { token: m.token }), 403, 'ROOM_FORBIDDEN');
    } finally {
      await listener.stomp.client.deactivate();
      await before.client.deactivate();
    }
  });

  it('a donation and a spend push the treasury to the other members live', async () => {
    const { leader, clan } = await newClan(t);
    const m = await member(t, leader, clan.id);
    const listener = await subscribeClan(m, clan.id);
    const treasuries = () =>
      listener.got
        .map((body) => JSON.parse(body) as { type: string; clanId: number; clanStat: Record<string, number> })
        .filter((n) => n.type === 'CLAN_TREASURY');
    await credit(t, leader.playerId, 'gold', 700);
    try {
      expect((await t.post('/api/clan/donate', { type: 'GOLD', amount: 700 }, { token: leader.token })).statusCode).toBe(200);
      await eventually(() => treasuries().length === 1);
      expect(treasuries()[0]).toMatchObject({ clanId: clan.id, clanStat: { gold: 700 } });
      const cost = buildingCost('GEAR_FACTORY', 1);
      await fundClan(t, clan.id, 'gold', cost.gold!);
      await fundClan(t, clan.id, 'blueCrystals', cost.blueCrystals!);
      const started = await t.post('/api/clan/building/start', { buildingType: 'GEAR_FACTORY' }, { token: leader.token });
      expect(started.statusCode, started.body).toBe(200);
      await eventually(() => treasuries().length === 2);
      // Paid in full from the treasury: 700 donated gold left, no blue crystals.
      expect(treasuries()[1]!.clanStat).toMatchObject({ gold: 700, blueCrystal: 0 });
      // A refused spend moves nothing and tells nobody.
      const again = await t.post('/api/clan/building/start', { buildingType: 'GEAR_FACTORY' }, { token: leader.token });
      expect(again.statusCode).toBeGreaterThanOrEqual(400);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(treasuries()).toHaveLength(2);
    } finally {
      await listener.stomp.client.deactivate();
    }
  });
});
