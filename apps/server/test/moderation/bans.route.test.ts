import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { auditOf, staffMember } from './staff-kit.ts';

/** Bans with reasons, durations and scopes: set, enforced, lifted by the clock or by unban. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ban = (token: string, id: number, body: Record<string, unknown>) =>
  t.post(`/api/tech/player/${id}/ban`, body, { token });

describe('a game ban', () => {
  it('shows its reason and end, refuses the game, and lifts by itself at its end', async () => {
    const mod = await staffMember(t, 'MODERATOR');
    const player = await t.guest();
    const res = await ban(mod.token, player.playerId, { scope: 'GAME', reason: 'FLOOD', duration: '1h' });
    expect(res.statusCode, res.body).toBe(200);
    const until = t.clock() + 3_600_000;
    expect(res.json()).toMatchObject({
      id: player.playerId,
      bans: { GAME: { until, reason: 'FLOOD' }, CHAT: null },
    });

    const info = await t.get('/api/player/info/current', { token: player.token });
    expect(info.json().player.ban).toEqual({ until, reason: 'FLOOD' });
    const refused = expectRefusal(
      await t.post('/api/player/ui/switch', undefined, { token: player.token }),
      403,
      'PLAYER_BANNED',
    );
    expect(refused.details).toMatchObject({ reason: 'FLOOD', untilMs: until });

    t.clock.advance(3_600_000 - 1);
    expectRefusal(
      await t.post('/api/player/ui/switch', undefined, { token: player.token }),
      403,
      'PLAYER_BANNED',
    );
    t.clock.advance(1);
    expect((await t.post('/api/player/ui/switch', undefined, { token: player.token })).statusCode).toBe(200);
    expect((await t.get('/api/player/info/current', { token: player.token })).json().player.ban).toBeNull();

    const audit = await auditOf(t, player.playerId);
    expect(audit.map((a) => [a.action, a.actorId, a.reason])).toEqual([['BAN', mod.playerId, 'FLOOD']]);
    expect(audit[0]!.details).toMatchObject({ scope: 'GAME', duration: '1h', until });
  });

  it('is lifted by unban, and the history keeps both', async () => {
    const mod = await staffMember(t, 'MODERATOR');
    const player = await t.guest();
    expect(
      (await ban(mod.token, player.playerId, { scope: 'GAME', reason: 'FRAUD', duration: '2w' })).statusCode,
    ).toBe(200);
    // A second ban replaces the first.
    expect(
      (await ban(mod.token, player.playerId, { scope: 'GAME', reason: 'TRADE', duration: '3h' })).json().bans
        .GAME,
    ).toEqual({
      until: t.clock() + 3 * 3_600_000,
      reason: 'TRADE',
    });
    const unban = await t.post(
      `/api/tech/player/${player.playerId}/unban`,
      { scope: 'GAME' },
      { token: mod.token },
    );
    expect(unban.statusCode, unban.body).toBe(200);
    expect(unban.json().bans.GAME).toBeNull();
    expect((await t.post('/api/player/ui/switch', undefined, { token: player.token })).statusCode).toBe(200);

    const page = (await t.get(`/api/tech/player/${player.playerId}`, { token: mod.token })).json();
    expect(
      page.bans.map((b: { reason: string; liftedAt: number | null }) => [b.reason, b.liftedAt !== null]),
    ).toEqual([
      ['TRADE', true],
      ['FRAUD', true],
    ]);
    expect((await auditOf(t, player.playerId)).map((a) => a.action)).toEqual(['BAN', 'BAN', 'UNBAN']);
  });
});

describe('chat and forum bans', () => {
  it('a chat ban stops chat only; the forum ban is its own', async () => {
    const mod = await staffMember(t, 'ADMIN');
    const player = await staffMember(t, 'PLAYER');
    const { db } = t;
    const { players } = await import('../../src/db/schema/players.ts');
    const { eq } = await import('drizzle-orm');
    await db.update(players).set({ level: 10 }).where(eq(players.id, player.playerId));

    const chat = await ban(mod.token, player.playerId, {
      scope: 'CHAT',
      reason: 'PROFANITY',
      duration: '1d',
    });
    expect(chat.json().bans).toMatchObject({ GAME: null, CHAT: { reason: 'PROFANITY' }, FORUM: null });
    expectRefusal(
      await t.post('/api/chat/main/send', { text: 'hello' }, { token: player.token }),
      400,
      'CHAT_BANNED',
    );
    expect((await t.post('/api/player/ui/switch', undefined, { token: player.token })).statusCode).toBe(200);

    const forum = await ban(mod.token, player.playerId, {
      scope: 'FORUM',
      reason: 'FORBIDDEN_TOPICS',
      duration: '1w',
    });
    expect(forum.json().bans).toMatchObject({
      CHAT: { reason: 'PROFANITY' },
      FORUM: { reason: 'FORBIDDEN_TOPICS' },
    });

    await t.post(`/api/tech/player/${player.playerId}/unban`, { scope: 'CHAT' }, { token: mod.token });
    expect((await t.post('/api/chat/main/send', { text: 'hello' }, { token: player.token })).statusCode).toBe(
      200,
    );
  });
});

describe('bad ban requests', () => {
  it('refuses unknown reasons, durations and scopes, oneself, unknown players and the higher ranks', async () => {
    const mod = await staffMember(t, 'MODERATOR');
    const other = await staffMember(t, 'MODERATOR');
    const admin = await staffMember(t, 'ADMIN');
    const player = await t.guest();
    const good = { scope: 'GAME', reason: 'FLOOD', duration: '1h' };
    expectRefusal(
      await ban(mod.token, player.playerId, { ...good, reason: 'BORED' }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(
      await ban(mod.token, player.playerId, { ...good, duration: '2h' }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(
      await ban(mod.token, player.playerId, { ...good, scope: 'MAIL' }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(await ban(mod.token, player.playerId, {}), 400, 'VALIDATION_FAILED');
    expectRefusal(
      await t.post('/api/tech/player/abc/ban', good, { token: mod.token }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(await ban(mod.token, mod.playerId, good), 400, 'BAN_SELF');
    expectRefusal(await ban(mod.token, 2_000_000_000, good), 404, 'NOT_FOUND');
    expectRefusal(await ban(mod.token, other.playerId, good), 403, 'STAFF_RANK_TOO_LOW');
    expectRefusal(await ban(mod.token, admin.playerId, good), 403, 'STAFF_RANK_TOO_LOW');
    expectRefusal(
      await t.post(`/api/tech/player/${admin.playerId}/unban`, { scope: 'GAME' }, { token: mod.token }),
      403,
      'STAFF_RANK_TOO_LOW',
    );
    expectRefusal(
      await t.post(`/api/tech/player/${player.playerId}/unban`, { scope: 'X' }, { token: mod.token }),
      400,
      'VALIDATION_FAILED',
    );
    expect(await auditOf(t, player.playerId)).toEqual([]);
    // The admin may ban the moderator.
    expect((await ban(admin.token, mod.playerId, good)).statusCode).toBe(200);
  });

  it('refuses guests and players', async () => {
    const player = await staffMember(t, 'PLAYER');
    const guest = await t.guest();
    const good = { scope: 'GAME', reason: 'FLOOD', duration: '1h' };
    expectRefusal(await ban(player.token, guest.playerId, good), 403, 'FORBIDDEN');
    expectRefusal(await ban(guest.token, player.playerId, good), 403, 'FORBIDDEN');
  });
});
