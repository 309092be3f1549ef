import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessLevel } from '@rol/rules/access-levels';
import { players } from '../../src/db/schema/players.ts';
import { expectRefusal } from '../envelope.ts';
import { topicBody } from '../forum/forum-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { auditOf, staffMember } from './staff-kit.ts';

/**
 * A forum block is a ban of scope FORUM: the bans' one path, with its rank check, its history and
 * its audit entry, whether set from the forum (`/api/forum/block`) or the console.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const TERMS = { reason: 'FLOOD', duration: '3h' };

async function crew(level: AccessLevel) {
  const who = await staffMember(t, level, 'fban');
  await t.db.update(players).set({ level: 10 }).where(eq(players.id, who.playerId));
  return who;
}
const block = (id: number, token: string, body: unknown = TERMS) => t.post(`/api/forum/block/${id}`, body, { token });
const unblock = (id: number, token: string) => t.post(`/api/forum/unblock/${id}`, undefined, { token });
const card = async (id: number, token: string) =>
  (await t.get(`/api/tech/player/${id}`, { token })).json() as {
    player: { bans: { FORUM: { until: number; reason: string } | null } };
    bans: { scope: string; reason: string; liftedAt: number | null }[];
  };

describe('forum blocks are bans of scope FORUM', () => {
  it('respect ranks: a moderator never blocks or unblocks a moderator, an admin or a developer', async () => {
    const mod = await crew('MODERATOR');
    for (const level of ['MODERATOR', 'ADMIN', 'GOD'] as const) {
      const higher = await crew(level);
      expectRefusal(await block(higher.playerId, mod.token), 403, 'STAFF_RANK_TOO_LOW');
      expectRefusal(await unblock(higher.playerId, mod.token), 403, 'STAFF_RANK_TOO_LOW');
    }
    expectRefusal(await block(mod.playerId, mod.token), 400, 'BAN_SELF');
    const player = await crew('PLAYER');
    expectRefusal(await block(mod.playerId, player.token), 403, 'FORBIDDEN');
    expectRefusal(await block(2_000_000_000, mod.token), 404, 'NOT_FOUND');
    expectRefusal(await block(player.playerId, mod.token, { hours: 2 }), 400, 'VALIDATION_FAILED');
    expectRefusal(await block(player.playerId, mod.token, { ...TERMS, duration: '5h' }), 400, 'VALIDATION_FAILED');
  });

  it('a moderator cannot lift the block an administrator put on them', async () => {
    const admin = await crew('ADMIN');
    const mod = await crew('MODERATOR');
    expect((await block(mod.playerId, admin.token)).statusCode).toBe(200);
    expectRefusal(await unblock(mod.playerId, mod.token), 400, 'BAN_SELF');
    const other = await crew('MODERATOR');
    expectRefusal(await unblock(mod.playerId, other.token), 403, 'STAFF_RANK_TOO_LOW');
    expectRefusal(await t.post('/api/forum/topic/create', topicBody(), { token: mod.token }), 400, 'FORUM_BANNED');
  });

  it('is written to the history and the audit trail, and lifted there', async () => {
    const mod = await crew('MODERATOR');
    const admin = await crew('ADMIN');
    const carl = await crew('PLAYER');
    const blocked = await block(carl.playerId, mod.token);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toEqual({ playerId: carl.playerId, forumBanUntil: t.clock() + 3 * HOUR });
    expectRefusal(await t.post('/api/forum/topic/create', topicBody(), { token: carl.token }), 400, 'FORUM_BANNED');
    const inForce = await card(carl.playerId, admin.token);
    expect(inForce.player.bans.FORUM).toEqual({ until: t.clock() + 3 * HOUR, reason: 'FLOOD' });
    expect(inForce.bans).toMatchObject([{ scope: 'FORUM', reason: 'FLOOD', liftedAt: null }]);

    const lifted = await unblock(carl.playerId, mod.token);
    expect(lifted.json()).toEqual({ playerId: carl.playerId, forumBanUntil: null });
    const after = await card(carl.playerId, admin.token);
    expect(after.player.bans.FORUM).toBeNull();
    expect(after.bans).toMatchObject([{ scope: 'FORUM', liftedAt: t.clock() }]);
    const audit = await auditOf(t, carl.playerId);
    expect(audit.map((row) => [row.action, row.actorId, (row.details as { scope?: string }).scope])).toEqual([
      ['BAN', mod.playerId, 'FORUM'],
      ['UNBAN', mod.playerId, 'FORUM'],
    ]);
    expect((await t.post('/api/forum/topic/create', topicBody(), { token: carl.token })).statusCode).toBe(200);
  });

  it('is closed in a login-as session', async () => {
    const admin = await crew('ADMIN');
    const mod = await crew('MODERATOR');
    const carl = await crew('PLAYER');
    const enter = await t.post(`/api/tech/player/enter/${mod.playerId}`, undefined, { token: admin.token });
    const asMod = enter.headers.jsession as string;
    expectRefusal(await block(carl.playerId, asMod), 403, 'ACTING_AS_PLAYER');
    expectRefusal(await unblock(carl.playerId, asMod), 403, 'ACTING_AS_PLAYER');
  });
});
