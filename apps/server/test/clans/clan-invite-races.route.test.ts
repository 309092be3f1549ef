import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../src/db/database.ts';
import { clanMembers } from '../../src/db/schema/clan-members.ts';
import { clanRequests } from '../../src/db/schema/clan-requests.ts';
import { playerNotifications } from '../../src/db/schema/player-notifications.ts';
import { lockPlayer } from '../../src/http/acting-player.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { clanPlayer, newClan, type Who } from './clan-test-kit.ts';

/**
 * docs/clans.md, "Joining": an invitation re-checks the invited player's membership under their row
 * lock, so a player who joins another clan at the same moment (on another node) is never left in
 * that clan holding a fresh invitation: the invitation is CLAN_PLAYER_IN_CLAN.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const invitationsOf = (who: Who) =>
  t.db
    .select()
    .from(clanRequests)
    .where(and(eq(clanRequests.playerId, who.playerId), eq(clanRequests.kind, 'INVITED')));
const noticesOf = (who: Who) =>
  t.db
    .select()
    .from(playerNotifications)
    .where(
      and(eq(playerNotifications.playerId, who.playerId), eq(playerNotifications.type, 'CLAN_INVITATION')),
    );

describe('clan/invite while the player joins another clan', () => {
  it('an invitation waiting for the player’s row while they join clan B is refused once B’s join commits', async () => {
    const a = await newClan(t);
    const b = await newClan(t);
    const p = await clanPlayer(t);
    let release = () => {};
    let locked = () => {};
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    // B's invitation being accepted on another node: its transaction holds p's row and has put p into B.
    const accepting = t.db.transaction(async (tx: Tx) => {
      await lockPlayer(tx, p.playerId);
      const now = new Date(t.clock());
      await tx.insert(clanMembers).values({
        playerId: p.playerId,
        clanId: b.clan.id,
        role: 'NEWBIE',
        joinedAt: now,
        lastActiveAt: now,
      });
      await tx.delete(clanRequests).where(eq(clanRequests.playerId, p.playerId));
      locked();
      await released;
    });
    await holding;
    const inviting = t.post('/api/clan/invite', { playerId: p.playerId }, { token: a.leader.token });
    await new Promise((resolve) => setTimeout(resolve, 500));
    release();
    await accepting;
    expectRefusal(await inviting, 409, 'CLAN_PLAYER_IN_CLAN');
    expect(await invitationsOf(p)).toEqual([]);
    expect(await noticesOf(p)).toEqual([]);
  });

  it(
    'clan A inviting while the player accepts clan B’s invitation, at once: never in B with A’s invitation pending',
    { timeout: 60_000 },
    async () => {
      for (let round = 0; round < 8; round += 1) {
        const a = await newClan(t);
        const b = await newClan(t);
        const p = await clanPlayer(t);
        expect(
          (await t.post('/api/clan/invite', { playerId: p.playerId }, { token: b.leader.token })).statusCode,
        ).toBe(200);
        const [invited, accepted] = await Promise.all([
          t.post('/api/clan/invite', { playerId: p.playerId }, { token: a.leader.token }),
          t.post('/api/clan/invitation/accept', { clanId: b.clan.id }, { token: p.token }),
        ]);
        expect(accepted.statusCode, accepted.body).toBe(200);
        if (invited.statusCode !== 200) expectRefusal(invited, 409, 'CLAN_PLAYER_IN_CLAN');
        expect(await invitationsOf(p)).toEqual([]);
      }
    },
  );

  it(
    'two players outside clans inviting each other at once: both refused, never a deadlock',
    { timeout: 60_000 },
    async () => {
      for (let round = 0; round < 10; round += 1) {
        const [p, q] = [await clanPlayer(t), await clanPlayer(t)];
        const answers = await Promise.all([
          t.post('/api/clan/invite', { playerId: q.playerId }, { token: p.token }),
          t.post('/api/clan/invite', { playerId: p.playerId }, { token: q.token }),
        ]);
        for (const answer of answers) expectRefusal(answer, 403, 'CLAN_NOT_MEMBER');
      }
    },
  );

  it(
    'the player applying to A while A invites them, at once: they join A, no deadlock',
    { timeout: 60_000 },
    async () => {
      for (let round = 0; round < 8; round += 1) {
        const a = await newClan(t);
        const p = await clanPlayer(t);
        const answers = await Promise.all([
          t.post('/api/clan/invite', { playerId: p.playerId }, { token: a.leader.token }),
          t.post('/api/clan/apply', { clanId: a.clan.id }, { token: p.token }),
        ]);
        for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
        expect(answers.map((r) => r.json<{ state: string }>().state)).toContain('JOINED');
        const [joined] = await t.db.select().from(clanMembers).where(eq(clanMembers.playerId, p.playerId));
        expect(joined?.clanId).toBe(a.clan.id);
      }
    },
  );
});
