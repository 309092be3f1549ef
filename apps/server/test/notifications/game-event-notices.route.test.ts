import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListRoute } from '@rol/protocol/notification-routes';
import { personalNotification } from '@rol/protocol/realtime';
import { speedupGems } from '@rol/rules/clans/clan-buildings';
import { clanBuildings } from '../../src/db/schema/clan-buildings.ts';
import { arenaPlayer, foughtAttack, lostAttack, openArena, positionOf } from '../arena/arena-test-kit.ts';
import { clanPlayer, fundClan, member, newClan } from '../clans/clan-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/** The game's events that write a notification in their own transaction: clans and the arena. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const notifications = async (token: string) =>
  notificationListRoute.response.parse((await t.get('/api/player/notif/list', { token })).json()).notifications;

function capture() {
  const pushed: { destination: string; type: string }[] = [];
  const stop = t.app.realtime.bus.subscribe((destination, body) => {
    const parsed = personalNotification.safeParse(JSON.parse(body));
    if (parsed.success) pushed.push({ destination, type: parsed.data.notification.type });
  });
  return { pushed, stop };
}

describe('notifications of the game events', () => {
  it('a clan invitation tells the invited player, live too; a refused one tells nobody', async () => {
    const { leader, clan } = await newClan(t);
    const invited = await clanPlayer(t);
    const { pushed, stop } = capture();
    const res = await t.post('/api/clan/invite', { playerId: invited.playerId }, { token: leader.token });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.post('/api/clan/invite', { playerId: invited.playerId }, { token: leader.token })).statusCode).toBe(409);
    stop();
    const list = await notifications(invited.token);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ type: 'CLAN_INVITATION', params: { clanId: clan.id, clanName: clan.name, inviterId: leader.playerId } });
    expect(pushed.map((p) => p.type)).toEqual(['CLAN_INVITATION']);
  });

  it('a finished clan building tells every member but the one who finished it', async () => {
    const { leader, clan } = await newClan(t);
    const newbie = await member(t, leader, clan.id);
    const now = t.clock();
    await t.db.insert(clanBuildings).values([
      { clanId: clan.id, type: 'GEAR_FACTORY', level: 0, upgradeEndsAt: new Date(now - 1) },
      { clanId: clan.id, type: 'EXPERIENCE', level: 0, upgradeEndsAt: new Date(now + 3_600_000) },
    ]);
    const { pushed, stop } = capture();
    const completed = await t.post('/api/clan/building/complete', { buildingType: 'GEAR_FACTORY' }, { token: newbie.token });
    expect(completed.statusCode, completed.body).toBe(200);
    await fundClan(t, clan.id, 'gems', speedupGems(3_600_000));
    const sped = await t.post('/api/clan/building/speedup', { buildingType: 'EXPERIENCE' }, { token: leader.token });
    expect(sped.statusCode, sped.body).toBe(200);
    stop();
    expect((await notifications(leader.token)).map((n) => [n.type, n.params])).toEqual([
      ['CLAN_BUILDING_DONE', { clanId: clan.id, building: 'GEAR_FACTORY', level: 1 }],
    ]);
    // The newbie's list also holds the invitation that brought them in.
    expect((await notifications(newbie.token)).filter((n) => n.type !== 'CLAN_INVITATION').map((n) => [n.type, n.params])).toEqual([
      ['CLAN_BUILDING_DONE', { clanId: clan.id, building: 'EXPERIENCE', level: 1 }],
    ]);
    expect(pushed).toHaveLength(2);
  });

  it('an attack on the arena defence tells the defender whether it held or fell, live once the battle is settled', async () => {
    const defender = await arenaPlayer(t, 8, 1);
    await openArena(t, defender);
    const weak = await arenaPlayer(t, 8, 1);
    await openArena(t, weak);
    const strong = await arenaPlayer(t, 8, 300);
    await openArena(t, strong);
    const { pushed, stop } = capture();
    const held = await lostAttack(t, weak, defender.playerId, (await positionOf(t, defender.playerId))!);
    expect(held.won).toBe(false);
    expect(await notifications(defender.token)).toMatchObject([
      { type: 'ARENA_DEFENCE_HELD', params: { attackerId: weak.playerId, position: await positionOf(t, defender.playerId) } },
    ]);
    const { result } = await foughtAttack(t, strong, defender.playerId, (await positionOf(t, defender.playerId))!);
    expect(result.won).toBe(true);
    stop();
    const after = await notifications(defender.token);
    expect(after[0]).toMatchObject({
      type: 'ARENA_DEFENCE_LOST',
      params: { attackerId: strong.playerId, position: await positionOf(t, defender.playerId) },
    });
    expect(pushed.map((p) => p.type)).toEqual(['ARENA_DEFENCE_HELD', 'ARENA_DEFENCE_LOST']);
    expect(await notifications(weak.token)).toEqual([]);
  });
});
