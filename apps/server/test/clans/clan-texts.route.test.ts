import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../src/db/schema/players.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { clanName, clanPlayer, member, newClan } from './clan-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('about and advertisement', () => {
  it('about: get, set, restore the default; only officers edit; long texts refused', async () => {
    const { leader, clan } = await newClan(t);
    const newbie = await member(t, leader, clan.id);
    expect((await t.get('/api/clan/about/get', { token: newbie.token })).json()).toEqual({ about: null, isDefault: true });
    expect((await t.post('/api/clan/about/set', { content: ' We fight. ' }, { token: leader.token })).json()).toEqual({ about: 'We fight.', isDefault: false });
    expect((await t.get('/api/clan/about/get', { token: newbie.token })).json()).toEqual({ about: 'We fight.', isDefault: false });
    expectRefusal(await t.post('/api/clan/about/set', { content: 'x' }, { token: newbie.token }), 403, 'CLAN_PERMISSION_DENIED');
    expectRefusal(await t.post('/api/clan/about/set', { content: 'x'.repeat(1001) }, { token: leader.token }), 400, 'TEXT_TOO_LONG');
    expect((await t.post('/api/clan/about/default/restore', {}, { token: leader.token })).json()).toEqual({ about: null, isDefault: true });
    expectRefusal(await t.get('/api/clan/about/get', { token: (await clanPlayer(t)).token }), 403, 'CLAN_NOT_MEMBER');
  });

  it("another clan's page: anyone reads its about, members and level by the clan's id", async () => {
    const { leader, clan } = await newClan(t);
    await member(t, leader, clan.id);
    await t.post('/api/clan/about/set', { content: 'Only the brave.' }, { token: leader.token });
    const outsider = await clanPlayer(t);
    expect((await t.get('/api/clan/about/get', { token: outsider.token, query: { clanId: clan.id } })).json()).toEqual({
      about: 'Only the brave.',
      isDefault: false,
    });
    const members = (await t.get('/api/clan/participant/list', { token: outsider.token, query: { clanId: clan.id } })).json<{
      clanId: number;
      members: { playerId: number; role: string; canKick: boolean }[];
    }>();
    expect(members.clanId).toBe(clan.id);
    expect(members.members).toHaveLength(2);
    expect(members.members.some((m) => m.canKick)).toBe(false);
    const leaderId = members.members.find((m) => m.role === 'LEADER')?.playerId;
    expect(leaderId).toBe(leader.playerId);
    const info = (await t.post('/api/clan/info', { playerId: leaderId }, { token: outsider.token })).json<{ clan: { id: number; level: number; membersCurr: number } }>();
    expect(info.clan).toMatchObject({ id: clan.id, membersCurr: 2 });
    expect(info.clan.level).toBeGreaterThanOrEqual(1);
    expectRefusal(await t.get('/api/clan/about/get', { token: outsider.token, query: { clanId: 999_999 } }), 404, 'NOT_FOUND');
  });

  it('advertisement: at most 180 characters; each member sees a new one once', async () => {
    const { leader, clan } = await newClan(t);
    const m = await member(t, leader, clan.id);
    const long = await t.post('/api/clan/advertisement/set', { content: 'a'.repeat(181) }, { token: leader.token });
    expect(expectRefusal(long, 400, 'TEXT_TOO_LONG').details).toMatchObject({ max: 180 });
    expect((await t.post('/api/clan/advertisement/set', { content: 'a'.repeat(180) }, { token: leader.token })).statusCode).toBe(200);
    const my = async (token: string) => (await t.post('/api/clan/get/my', {}, { token })).json<{ clan: { advertisementNew: boolean; advertisement: string } }>().clan;
    expect(await my(m.token)).toMatchObject({ advertisementNew: true, advertisement: 'a'.repeat(180) });
    expect((await my(leader.token)).advertisementNew).toBe(false);
    expect((await t.get('/api/clan/advertisement/mark/seen', { token: m.token })).json()).toEqual({ ok: true });
    expect((await my(m.token)).advertisementNew).toBe(false);
    expectRefusal(await t.post('/api/clan/advertisement/set', { content: 'b' }, { token: m.token }), 403, 'CLAN_PERMISSION_DENIED');
  });

  it('admin rename: admin access only; the name rules hold', async () => {
    const { leader, clan } = await newClan(t);
    const rename = (token: string, name: string, clanId = clan.id) => t.post('/api/admin/clan/name/set', { name, clanId }, { token });
    expectRefusal(await rename(leader.token, 'New'), 403, 'FORBIDDEN');
    const admin = await clanPlayer(t);
    await t.db.update(players).set({ accessLevel: 'ADMIN' }).where(eq(players.id, admin.playerId));
    const name = clanName();
    expect((await rename(admin.token, name)).json()).toMatchObject({ id: clan.id, name });
    expectRefusal(await rename(admin.token, ''), 400, 'CLAN_NAME_EMPTY');
    expectRefusal(await rename(admin.token, 'z'.repeat(41)), 400, 'CLAN_NAME_TOO_LONG');
    const other = await newClan(t);
    expectRefusal(await rename(admin.token, other.clan.name.toUpperCase()), 409, 'CLAN_NAME_TAKEN');
    expectRefusal(await rename(admin.token, 'Free', 99_999_999), 404, 'NOT_FOUND');
    const log = (await t.get(`/api/clan/${clan.id}/log`, { token: leader.token })).json<{ entries: { event: string }[] }>();
    expect(log.entries[0]!.event).toBe('RENAMED');
  });
});

describe('history, rating, info', () => {
  it('the log is paged newest first, 20 a page, for members only', async () => {
    const { leader, clan } = await newClan(t);
    for (let i = 0; i < 24; i += 1) await t.post('/api/clan/about/set', { content: `v${i}` }, { token: leader.token });
    const first = (await t.get(`/api/clan/${clan.id}/log`, { token: leader.token })).json<{ total: number; entries: { data: { restored: boolean }; event: string }[] }>();
    expect(first.total).toBe(25);
    expect(first.entries).toHaveLength(20);
    const second = (await t.get(`/api/clan/${clan.id}/log`, { token: leader.token, query: { page: 1 } })).json<{ entries: { event: string }[] }>();
    expect(second.entries.map((e) => e.event).at(-1)).toBe('CREATED');
    const outsider = await clanPlayer(t);
    expectRefusal(await t.get(`/api/clan/${clan.id}/log`, { token: outsider.token }), 403, 'CLAN_NOT_SAME_CLAN');
    expectRefusal(await t.get('/api/clan/99999999/log', { token: outsider.token }), 404, 'NOT_FOUND');
    expectRefusal(await t.get('/api/clan/abc/log', { token: outsider.token }), 400, 'VALIDATION_FAILED');
  });

  it('rating orders clans by level then members; info shows a player’s clan and role', async () => {
    const a = await newClan(t);
    const b = await newClan(t);
    await member(t, b.leader, b.clan.id);
    const rating = (await t.get('/api/clan/rating', { token: a.leader.token })).json<{
      clansTotal: number;
      myPosition: number;
      positions: { id: number; positionNumber: number }[];
    }>();
    const posA = rating.positions.find((p) => p.id === a.clan.id)!.positionNumber;
    const posB = rating.positions.find((p) => p.id === b.clan.id)!.positionNumber;
    expect(posB).toBeLessThan(posA);
    expect(rating.myPosition).toBe(posA);
    expect(rating.clansTotal).toBeGreaterThanOrEqual(2);
    expect((await t.post('/api/clan/info', { playerId: b.leader.playerId }, { token: a.leader.token })).json()).toMatchObject({
      clan: { id: b.clan.id, membersCurr: 2 },
      role: 'LEADER',
    });
    const loner = await clanPlayer(t);
    expect((await t.post('/api/clan/info', { playerId: loner.playerId }, { token: a.leader.token })).json()).toEqual({ clan: null, role: null });
    expect((await t.post('/api/clan/get/my', {}, { token: loner.token })).json()).toEqual({ clan: null });
  });
});
