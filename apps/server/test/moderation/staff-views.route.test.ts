import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../src/db/schema/players.ts';
import { makeAdministrator } from '../../src/moderation/make-admin.ts';
import { attack, setSquadLevel } from '../battle/battle-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { auditOf, staffMember } from './staff-kit.ts';

/** Finding players, their log and payments, roles, the audit trail, the client error reports. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('finding a player', () => {
  it('by the start of the nickname or by id', async () => {
    const mod = await staffMember(t, 'MODERATOR');
    const target = await t.player('Findme_Zed');
    const byName = await t.get('/api/tech/player/find', { token: mod.token, query: { q: 'findme' } });
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().players.map((p: { id: number }) => p.id)).toEqual([target.playerId]);
    const byId = await t.get('/api/tech/player/find', {
      token: mod.token,
      query: { q: String(target.playerId) },
    });
    expect(byId.json().players[0]).toMatchObject({
      id: target.playerId,
      nickname: 'Findme_Zed',
      accessLevel: 'PLAYER',
      registered: true,
    });
    expect(
      (await t.get('/api/tech/player/find', { token: mod.token, query: { q: '%' } })).json().players,
    ).toEqual([]);
    expectRefusal(
      await t.get('/api/tech/player/find', { token: mod.token, query: { q: '  ' } }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(await t.get('/api/tech/player/find', { token: mod.token }), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.get('/api/tech/player/2000000000', { token: mod.token }), 404, 'NOT_FOUND');
    expectRefusal(
      await t.get('/api/tech/player/find', { token: target.token, query: { q: 'f' } }),
      403,
      'FORBIDDEN',
    );
  });
});

describe('a player’s log', () => {
  it('lists ledger entries, battles, sign-ins and moderation, filtered by kind and resource', async () => {
    const mod = await staffMember(t, 'MODERATOR');
    const player = await t.guest();
    await setSquadLevel(t, player.playerId, 5);
    await attack(t, player);
    await t.post(
      `/api/tech/player/${player.playerId}/ban`,
      { scope: 'CHAT', reason: 'FLOOD', duration: '1h' },
      { token: mod.token },
    );

    const all = await t.get(`/api/tech/player/${player.playerId}/log`, { token: mod.token });
    expect(all.statusCode, all.body).toBe(200);
    const kinds = new Set(all.json().entries.map((e: { kind: string }) => e.kind));
    expect([...kinds].sort()).toEqual(['battle', 'ledger', 'moderation', 'sign-in']);

    const gold = await t.get(`/api/tech/player/${player.playerId}/log`, {
      token: mod.token,
      query: { filter: 'ledger', subfilter: 'gold' },
    });
    const entries = gold.json().entries as {
      kind: string;
      resource: string;
      delta: number;
      balanceAfter: number;
      reason: string;
    }[];
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry).toMatchObject({ kind: 'ledger', resource: 'gold' });
    expect(entries.at(-1)).toMatchObject({ reason: 'starting-bonus' });

    const battlesRes = await t.get(`/api/tech/player/${player.playerId}/log`, {
      token: mod.token,
      query: { filter: 'battle' },
    });
    expect(battlesRes.statusCode, battlesRes.body).toBe(200);
    const battles = battlesRes.json();
    expect(battles.entries).toHaveLength(1);
    const moderation = (
      await t.get(`/api/tech/player/${player.playerId}/log`, {
        token: mod.token,
        query: { filter: 'moderation', subfilter: 'BAN' },
      })
    ).json();
    expect(moderation.entries).toEqual([
      expect.objectContaining({
        kind: 'moderation',
        reason: 'BAN',
        actorId: mod.playerId,
        reference: 'FLOOD',
      }),
    ]);
    expect(
      (
        await t.get(`/api/tech/player/${player.playerId}/log`, { token: mod.token, query: { page: 5 } })
      ).json(),
    ).toEqual({
      page: 5,
      entries: [],
      hasMore: false,
    });

    expectRefusal(
      await t.get(`/api/tech/player/${player.playerId}/log`, {
        token: mod.token,
        query: { filter: 'spells' },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(
      await t.get(`/api/tech/player/${player.playerId}/log`, { token: mod.token, query: { page: -1 } }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(await t.get('/api/tech/player/2000000000/log', { token: mod.token }), 404, 'NOT_FOUND');
    expectRefusal(
      await t.get(`/api/tech/player/${mod.playerId}/log`, { token: player.token }),
      403,
      'FORBIDDEN',
    );
  });

  it('payments: an empty, well-formed page (no payment is stored yet)', async () => {
    const mod = await staffMember(t, 'MODERATOR');
    const player = await t.guest();
    expect(
      (await t.get(`/api/tech/player/${player.playerId}/payments`, { token: mod.token })).json(),
    ).toEqual({
      page: 0,
      payments: [],
      hasMore: false,
    });
    expectRefusal(
      await t.get('/api/tech/player/2000000000/payments', { token: mod.token }),
      404,
      'NOT_FOUND',
    );
    expectRefusal(
      await t.get(`/api/tech/player/${player.playerId}/payments`, { token: player.token }),
      403,
      'FORBIDDEN',
    );
  });
});

describe('roles', () => {
  it('staff promote and demote below their own rank; nobody touches their equals or betters', async () => {
    const admin = await staffMember(t, 'ADMIN');
    const otherAdmin = await staffMember(t, 'ADMIN');
    const mod = await staffMember(t, 'MODERATOR');
    const player = await staffMember(t, 'PLAYER');
    const guest = await t.guest();
    const role = (token: string, id: number, level: string) =>
      t.post(`/api/tech/player/${id}/role`, { level }, { token });

    const promoted = await role(admin.token, player.playerId, 'MODERATOR');
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().accessLevel).toBe('MODERATOR');
    expect((await t.get('/api/tech/me', { token: player.token })).json().permissions).toContain('player.ban');
    expect((await role(admin.token, player.playerId, 'PLAYER')).json().accessLevel).toBe('PLAYER');

    // §6: moderators hold the power too, but never to their own rank nor over another moderator.
    expect((await t.get('/api/tech/me', { token: mod.token })).json().permissions).toContain('role.set');
    expectRefusal(await role(mod.token, player.playerId, 'MODERATOR'), 403, 'ROLE_CHANGE_FORBIDDEN');
    const otherMod = await staffMember(t, 'MODERATOR');
    expectRefusal(await role(mod.token, otherMod.playerId, 'PLAYER'), 403, 'STAFF_RANK_TOO_LOW');
    expectRefusal(await role(mod.token, admin.playerId, 'PLAYER'), 403, 'STAFF_RANK_TOO_LOW');
    expectRefusal(await role(player.token, guest.playerId, 'PLAYER'), 403, 'FORBIDDEN');
    expectRefusal(await role(admin.token, otherAdmin.playerId, 'PLAYER'), 403, 'STAFF_RANK_TOO_LOW');
    expectRefusal(await role(admin.token, admin.playerId, 'PLAYER'), 400, 'BAN_SELF');
    expectRefusal(await role(admin.token, guest.playerId, 'MODERATOR'), 403, 'ROLE_CHANGE_FORBIDDEN');
    expectRefusal(await role(admin.token, player.playerId, 'ADMIN'), 400, 'VALIDATION_FAILED');
    expectRefusal(await role(admin.token, player.playerId, 'GOD'), 400, 'VALIDATION_FAILED');
    expectRefusal(await role(admin.token, 2_000_000_000, 'MODERATOR'), 404, 'NOT_FOUND');
    expect((await auditOf(t, player.playerId)).map((a) => [a.action, a.details])).toEqual([
      ['ROLE', { from: 'PLAYER', to: 'MODERATOR' }],
      ['ROLE', { from: 'MODERATOR', to: 'PLAYER' }],
    ]);
  });

  it('the operator’s command makes the first administrator', async () => {
    const player = await t.player('First_Chief');
    const guest = await t.guest();
    expect(await makeAdministrator(t.db, 'first_chief', t.clock())).toMatchObject({
      ok: true,
      playerId: player.playerId,
      from: 'PLAYER',
    });
    const [row] = await t.db.select().from(players).where(eq(players.id, player.playerId));
    expect(row!.accessLevel).toBe('ADMIN');
    expect((await t.get('/api/player/info/current', { token: player.token })).json().admined).toBe(true);
    expect(await makeAdministrator(t.db, String(player.playerId), t.clock())).toMatchObject({
      ok: false,
      problem: 'already',
    });
    expect(await makeAdministrator(t.db, String(guest.playerId), t.clock())).toMatchObject({
      ok: false,
      problem: 'guest',
    });
    expect(await makeAdministrator(t.db, 'nobody_at_all', t.clock())).toEqual({
      ok: false,
      problem: 'not-found',
    });
    expect((await auditOf(t, player.playerId)).map((a) => [a.action, a.actorId])).toEqual([
      ['MAKE_ADMIN', null],
    ]);
  });
});

describe('the audit trail and the client error reports', () => {
  it('admins read the audit trail, filtered; moderators may not', async () => {
    const admin = await staffMember(t, 'ADMIN');
    const mod = await staffMember(t, 'MODERATOR');
    const player = await t.guest();
    await t.post(
      `/api/tech/player/${player.playerId}/ban`,
      { scope: 'GAME', reason: 'INSULTS', duration: '6h' },
      { token: mod.token },
    );
    const page = await t.get('/api/tech/audit', { token: admin.token, query: { playerId: player.playerId } });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().entries).toEqual([
      expect.objectContaining({
        action: 'BAN',
        actorId: mod.playerId,
        targetId: player.playerId,
        reason: 'INSULTS',
      }),
    ]);
    const bans = (await t.get('/api/tech/audit', { token: admin.token, query: { action: 'BAN' } })).json();
    for (const entry of bans.entries) expect(entry.action).toBe('BAN');
    expectRefusal(await t.get('/api/tech/audit', { token: mod.token }), 403, 'FORBIDDEN');
    expectRefusal(
      await t.get('/api/tech/audit', { token: admin.token, query: { playerId: 'x' } }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('a moderator deleting someone’s chat message is audited', async () => {
    const mod = await staffMember(t, 'MODERATOR');
    const author = await staffMember(t, 'PLAYER');
    await t.db.update(players).set({ level: 10 }).where(eq(players.id, author.playerId));
    const sent = await t.post('/api/chat/main/send', { text: 'spam spam' }, { token: author.token });
    const id = sent.json().id as number;
    expect(
      (await t.post(`/api/chat/main/message/${id}/delete`, undefined, { token: mod.token })).statusCode,
    ).toBe(200);
    expect((await auditOf(t, author.playerId)).map((a) => [a.action, a.actorId])).toEqual([
      ['MESSAGE_DELETE', mod.playerId],
    ]);
  });

  it('staff read the client error reports, by player and by text', async () => {
    const mod = await staffMember(t, 'MODERATOR');
    const player = await t.guest();
    await t.post(
      '/api/log/add',
      { message: 'TypeError: boom at road', domain: 'example.org' },
      { token: player.token },
    );
    await t.post('/api/log/add', { message: 'another failure' }, { token: player.token });
    const mine = (
      await t.get('/api/dev/log', { token: mod.token, query: { playerId: player.playerId } })
    ).json();
    expect(mine.entries.map((e: { message: string }) => e.message)).toEqual([
      'another failure',
      'TypeError: boom at road',
    ]);
    const boom = (await t.get('/api/dev/log', { token: mod.token, query: { text: 'BOOM' } })).json();
    expect(boom.entries[0]).toMatchObject({ playerId: player.playerId, domain: 'example.org' });
    expectRefusal(await t.get('/api/dev/log', { token: player.token }), 403, 'FORBIDDEN');
    expectRefusal(
      await t.get('/api/dev/log', { token: mod.token, query: { page: 'x' } }),
      400,
      'VALIDATION_FAILED',
    );
  });
});
