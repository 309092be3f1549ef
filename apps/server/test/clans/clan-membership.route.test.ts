import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClanDto } from '@rol/protocol/clan-dto';
import { clanMembers } from '../../src/db/schema/clan-members.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { clanName, clanPlayer, join, member, newClan } from './clan-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const members = async (token: string) => {
  const res = await t.get('/api/clan/participant/list/mine', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ clanId: number; members: { playerId: number; role: string; canKick: boolean }[] }>().members;
};
/** A member action as the clan window sends it: with the member's rank as the actor's list shows it. */
const act = async (token: string, playerId: number, type: string) => {
  const role = type === 'KICK' ? undefined : (await members(token)).find((m) => m.playerId === playerId)?.role;
  return t.post('/api/clan/participant/action', { playerId, type, role }, { token });
};
const info = async (token: string) => (await t.get('/api/player/info/current', { token })).json<{ player: Record<string, unknown> }>().player;

describe('clan/create', () => {
  it('creates a clan with its creator as leader; player info shows the clan', async () => {
    const { leader, clan } = await newClan(t, '  Wolves   of the North ');
    expect(clan).toMatchObject({ name: 'Wolves of the North', level: 1, membersCurr: 1, membersMax: 20, myRole: 'LEADER' });
    expect((await info(leader.token)).clanId).toBe(clan.id);
    const my = await t.post('/api/clan/get/my', {}, { token: leader.token });
    expect(my.json<{ clan: ClanDto }>().clan.id).toBe(clan.id);
  });

  it('refuses names of 0 and 41 characters, a taken name whatever its case, below level 15, twice', async () => {
    const who = await clanPlayer(t);
    expectRefusal(await t.post('/api/clan/create', { name: '' }, { token: who.token }), 400, 'CLAN_NAME_EMPTY');
    expectRefusal(await t.post('/api/clan/create', { name: '   ' }, { token: who.token }), 400, 'CLAN_NAME_EMPTY');
    const long = await t.post('/api/clan/create', { name: 'x'.repeat(41) }, { token: who.token });
    expect(expectRefusal(long, 400, 'CLAN_NAME_TOO_LONG').details).toMatchObject({ max: 40 });
    expect((await t.post('/api/clan/create', { name: 'y'.repeat(40) }, { token: who.token })).statusCode).toBe(200);
    const other = await clanPlayer(t);
    expectRefusal(await t.post('/api/clan/create', { name: 'Y'.repeat(40) }, { token: other.token }), 409, 'CLAN_NAME_TAKEN');
    expectRefusal(await t.post('/api/clan/create', { name: clanName() }, { token: who.token }), 409, 'CLAN_ALREADY_MEMBER');
    const low = await clanPlayer(t, 14);
    const refused = expectRefusal(await t.post('/api/clan/create', { name: clanName() }, { token: low.token }), 400, 'CLAN_LEVEL_REQUIRED');
    expect(refused.details).toMatchObject({ level: 15 });
  });

  it('two players creating the same name at once: one clan', async () => {
    const [a, b] = [await clanPlayer(t), await clanPlayer(t)];
    const name = clanName();
    const answers = await Promise.all([a, b].map((w) => t.post('/api/clan/create', { name }, { token: w.token })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('invitations and applications', () => {
  it('invite → accept; apply → invite joins; reject; broadcast apply lists in recruiting; player info states', async () => {
    const { leader, clan } = await newClan(t);
    const a = await clanPlayer(t);
    expect((await t.post('/api/clan/invite', { playerId: a.playerId }, { token: leader.token })).json()).toEqual({ state: 'INVITED' });
    expect(await info(a.token)).toMatchObject({ clanParticipationState: 'INVITED', promptClan: true, clanId: null });
    expectRefusal(await t.post('/api/clan/invite', { playerId: a.playerId }, { token: leader.token }), 409, 'CLAN_ALREADY_INVITED');
    const invitations = (await t.get('/api/clan/invitation/get', { token: a.token })).json<{ invitations: { id: number }[] }>();
    expect(invitations.invitations.map((c) => c.id)).toEqual([clan.id]);
    const accepted = await t.post('/api/clan/invitation/accept', { clanId: clan.id }, { token: a.token });
    expect(accepted.json<ClanDto>()).toMatchObject({ id: clan.id, myRole: 'NEWBIE', membersCurr: 2 });
    expect(await info(a.token)).toMatchObject({ clanId: clan.id, clanParticipationState: null, promptClan: false });

    const b = await clanPlayer(t);
    expect((await t.post('/api/clan/apply', { clanId: clan.id }, { token: b.token })).json()).toEqual({ state: 'APPLIED' });
    expect((await info(b.token)).clanParticipationState).toBe('WANTS_TO_THE_CLAN');
    const recruits = (await t.get('/api/clan/recruit/list', { token: leader.token })).json<{ applicants: { playerId: number }[] }>();
    expect(recruits.applicants.map((p) => p.playerId)).toContain(b.playerId);
    expect((await t.post('/api/clan/invite', { playerId: b.playerId }, { token: leader.token })).json()).toEqual({ state: 'JOINED' });

    const c = await clanPlayer(t);
    await t.post('/api/clan/apply', { clanId: clan.id }, { token: c.token });
    expect((await t.post('/api/clan/reject', { playerId: c.playerId }, { token: leader.token })).statusCode).toBe(200);
    expect((await info(c.token)).clanParticipationState).toBe('REJECTED');
    expectRefusal(await t.post('/api/clan/reject', { playerId: c.playerId }, { token: leader.token }), 404, 'CLAN_NO_REQUEST');

    const d = await clanPlayer(t);
    expect((await t.post('/api/clan/broadcast/apply', {}, { token: d.token })).json()).toEqual({ wantsAnyClan: true });
    expect((await info(d.token)).clanParticipationState).toBe('WANTS_TO_ANY_CLAN');
    const seekers = (await t.get('/api/clan/recruit/list', { token: leader.token })).json<{ seekers: { playerId: number }[] }>();
    expect(seekers.seekers.map((p) => p.playerId)).toContain(d.playerId);
    expect((await t.post('/api/clan/broadcast/apply', { cancel: true }, { token: d.token })).json()).toEqual({ wantsAnyClan: false });

    const e = await clanPlayer(t);
    await t.post('/api/clan/invite', { playerId: e.playerId }, { token: leader.token });
    expect((await t.post('/api/clan/reject', { playerId: e.playerId }, { token: e.token })).statusCode).toBe(200);
    expectRefusal(await t.post('/api/clan/invitation/accept', { clanId: clan.id }, { token: e.token }), 404, 'CLAN_NO_INVITATION');
    expect(await members(leader.token)).toHaveLength(3);
  });

  it('refusals: a newbie cannot invite, missing players and clans, low levels, players already in a clan', async () => {
    const { leader, clan } = await newClan(t);
    const newbie = await member(t, leader, clan.id);
    const x = await clanPlayer(t);
    expectRefusal(await t.post('/api/clan/invite', { playerId: x.playerId }, { token: newbie.token }), 403, 'CLAN_PERMISSION_DENIED');
    expectRefusal(await t.post('/api/clan/invite', { playerId: 99_999_999 }, { token: leader.token }), 404, 'NOT_FOUND');
    expectRefusal(await t.post('/api/clan/apply', { clanId: 99_999_999 }, { token: x.token }), 404, 'NOT_FOUND');
    const low = await clanPlayer(t, 10);
    expectRefusal(await t.post('/api/clan/invite', { playerId: low.playerId }, { token: leader.token }), 400, 'CLAN_LEVEL_REQUIRED');
    expectRefusal(await t.post('/api/clan/apply', { clanId: clan.id }, { token: low.token }), 400, 'CLAN_LEVEL_REQUIRED');
    expectRefusal(await t.post('/api/clan/invite', { playerId: newbie.playerId }, { token: leader.token }), 409, 'CLAN_PLAYER_IN_CLAN');
    expectRefusal(await t.post('/api/clan/apply', { clanId: clan.id }, { token: newbie.token }), 409, 'CLAN_ALREADY_MEMBER');
    expectRefusal(await t.post('/api/clan/invite', { playerId: 'abc' }, { token: leader.token }), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.get('/api/clan/participant/list/mine', { token: x.token }), 403, 'CLAN_NOT_MEMBER');
  });

  it('the member limit refuses an invitation; 50 players accepting at once with one place left: exactly one joins', async () => {
    const { leader, clan } = await newClan(t);
    // 18 more members straight into the table: 19 of 20 places taken.
    const fill = await Promise.all(Array.from({ length: 18 }, () => clanPlayer(t)));
    await t.db.insert(clanMembers).values(
      fill.map((w) => ({ playerId: w.playerId, clanId: clan.id, role: 'NEWBIE' as const, joinedAt: new Date(t.clock()), lastActiveAt: new Date(t.clock()) })),
    );
    const invited = await Promise.all(Array.from({ length: 50 }, () => clanPlayer(t)));
    for (const w of invited) expect((await t.post('/api/clan/invite', { playerId: w.playerId }, { token: leader.token })).statusCode).toBe(200);
    const answers = await Promise.all(invited.map((w) => t.post('/api/clan/invitation/accept', { clanId: clan.id }, { token: w.token })));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) expectRefusal(r, 409, 'CLAN_MEMBER_LIMIT');
    expect(await members(leader.token)).toHaveLength(20);
    const late = await clanPlayer(t);
    expectRefusal(await t.post('/api/clan/invite', { playerId: late.playerId }, { token: leader.token }), 409, 'CLAN_MEMBER_LIMIT');
  });
});

describe('roles, kicks and leaving', () => {
  it('promote, appoint a deputy, demote, kick; nobody acts on an equal or higher rank or on another clan', async () => {
    const { leader, clan } = await newClan(t);
    const a = await member(t, leader, clan.id);
    const b = await member(t, leader, clan.id);
    const list = await act(leader.token, a.playerId, 'PROMOTE');
    expect(list.json<{ members: { playerId: number; role: string }[] }>().members.find((m) => m.playerId === a.playerId)?.role).toBe('PARTICIPANT');
    await act(leader.token, a.playerId, 'PROMOTE');
    await act(leader.token, a.playerId, 'PROMOTE');
    expect((await members(leader.token)).find((m) => m.playerId === a.playerId)?.role).toBe('DEPUTY_LEADER');
    expectRefusal(await act(leader.token, a.playerId, 'PROMOTE'), 400, 'CLAN_NO_FURTHER_RANK');
    expectRefusal(await act(a.token, leader.playerId, 'KICK'), 403, 'CLAN_RANK_TOO_LOW');
    expectRefusal(await act(b.token, a.playerId, 'KICK'), 403, 'CLAN_PERMISSION_DENIED');
    expectRefusal(await act(b.token, b.playerId, 'KICK'), 403, 'CLAN_PERMISSION_DENIED');
    expectRefusal(await act(a.token, a.playerId, 'DEMOTE'), 403, 'CLAN_RANK_TOO_LOW');
    expectRefusal(await act(leader.token, b.playerId, 'DEMOTE'), 400, 'CLAN_NO_FURTHER_RANK');
    const other = await newClan(t);
    expectRefusal(await act(leader.token, other.leader.playerId, 'KICK'), 403, 'CLAN_NOT_SAME_CLAN');
    expectRefusal(await act(leader.token, 99_999_999, 'KICK'), 404, 'NOT_FOUND');
    expectRefusal(await act(leader.token, b.playerId, 'BAN'), 400, 'VALIDATION_FAILED');
    const viewed = await members(a.token);
    expect(viewed.find((m) => m.playerId === b.playerId)?.canKick).toBe(true);
    expect(viewed.find((m) => m.playerId === leader.playerId)?.canKick).toBe(false);
    expect((await act(a.token, b.playerId, 'KICK')).statusCode).toBe(200);
    expect((await info(b.token)).clanId).toBeNull();
    const log = (await t.get(`/api/clan/${clan.id}/log`, { token: leader.token })).json<{ entries: { event: string }[] }>();
    expect(log.entries.map((e) => e.event)).toEqual(
      expect.arrayContaining(['KICKED', 'APPOINTED_DEPUTY', 'PROMOTED', 'JOINED', 'INVITED', 'CREATED']),
    );
  });

  it('two members kicking each other at once: at most one goes, the clan stays whole', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { leader, clan } = await newClan(t);
      const deputy = await member(t, leader, clan.id, 'DEPUTY_LEADER');
      const answers = await Promise.all([act(leader.token, deputy.playerId, 'KICK'), act(deputy.token, leader.playerId, 'KICK')]);
      expect(answers[0]!.statusCode).toBe(200);
      expect([403]).toContain(answers[1]!.statusCode);
      const left = await members(leader.token);
      expect(left.map((m) => m.playerId)).toEqual([leader.playerId]);
    }
  });

  it('two deputies kicking each other after a demotion race: never both gone', async () => {
    const { leader, clan } = await newClan(t);
    const a = await member(t, leader, clan.id, 'DEPUTY_LEADER');
    const b = await member(t, leader, clan.id, 'REPRESENTATIVE');
    const answers = await Promise.all([act(a.token, b.playerId, 'KICK'), act(b.token, a.playerId, 'KICK')]);
    expect(answers.map((r) => r.statusCode).filter((c) => c === 200)).toHaveLength(1);
    expect((await members(leader.token)).map((m) => m.playerId).sort()).toEqual([leader.playerId, a.playerId].sort());
  });

  it('resign and leave pass leadership to the most deserving; the last member dissolves the clan', async () => {
    const { leader, clan } = await newClan(t);
    const a = await member(t, leader, clan.id, 'REPRESENTATIVE');
    const b = await member(t, leader, clan.id, 'REPRESENTATIVE');
    await t.db.update(clanMembers).set({ contribution: 500 }).where(eq(clanMembers.playerId, b.playerId));
    expectRefusal(await t.post('/api/clan/resign', {}, { token: a.token }), 403, 'CLAN_PERMISSION_DENIED');
    expect((await t.post('/api/clan/resign', {}, { token: leader.token })).json()).toEqual({ leaderId: b.playerId });
    const roles = Object.fromEntries((await members(b.token)).map((m) => [m.playerId, m.role]));
    expect(roles).toEqual({ [leader.playerId]: 'PARTICIPANT', [a.playerId]: 'REPRESENTATIVE', [b.playerId]: 'LEADER' });
    expect((await t.post('/api/clan/leave', {}, { token: b.token })).statusCode).toBe(200);
    expect((await members(a.token)).find((m) => m.role === 'LEADER')?.playerId).toBe(a.playerId);
    await t.post('/api/clan/leave', {}, { token: leader.token });
    await t.post('/api/clan/leave', {}, { token: a.token });
    expectRefusal(await t.get(`/api/clan/participant/list?clanId=${clan.id}`, { token: a.token }), 404, 'NOT_FOUND');
    const alone = await newClan(t);
    expectRefusal(await t.post('/api/clan/resign', {}, { token: alone.leader.token }), 400, 'CLAN_NO_SUCCESSOR');
    expectRefusal(await t.post('/api/clan/leave', {}, { token: a.token }), 403, 'CLAN_NOT_MEMBER');
  });

  it('a leader away for a week is covered by a temporary leader with the leader’s permissions', async () => {
    const { leader, clan } = await newClan(t);
    const a = await member(t, leader, clan.id, 'PARTICIPANT');
    const b = await member(t, leader, clan.id);
    t.clock.advance(8 * 86_400_000);
    const viewed = (await t.get('/api/clan/participant/list/mine', { token: a.token })).json<{ members: { playerId: number; role: string }[] }>();
    // Reading is not an action: the leader is away, a is the most deserving active member.
    expect(viewed.members.find((m) => m.playerId === a.playerId)?.role).toBe('PARTICIPANT');
    expect((await act(a.token, b.playerId, 'PROMOTE')).statusCode).toBe(200);
    const my = (await t.post('/api/clan/get/my', {}, { token: a.token })).json<{ clan: ClanDto }>().clan;
    expect(my).toMatchObject({ temporaryLeaderId: a.playerId, myRole: 'TEMPORARY_LEADER' });
    await join(t, leader, clan.id, await clanPlayer(t));
    const back = (await t.post('/api/clan/get/my', {}, { token: a.token })).json<{ clan: ClanDto }>().clan;
    expect(back.temporaryLeaderId).toBeNull();
  });
});
