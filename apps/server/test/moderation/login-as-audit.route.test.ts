import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumTopics } from '../../src/db/schema/forum-topics.ts';
import { players } from '../../src/db/schema/players.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { auditOf, staffMember } from './staff-kit.ts';

/** The login-as attribution is written in the action's own transaction: with it, or not at all. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const actAs = async (playerId: number) => (await auditOf(t, playerId)).filter((a) => a.action === 'ACT_AS');
const topicsBy = (playerId: number) => t.db.select().from(forumTopics).where(eq(forumTopics.authorId, playerId));

async function loggedInAs() {
  const mod = await staffMember(t, 'MODERATOR');
  const player = await t.player(`acted_${Math.floor(Math.random() * 1e6)}`);
  await t.db.update(players).set({ level: 10 }).where(eq(players.id, player.playerId));
  const enter = await t.post(`/api/tech/player/enter/${player.playerId}`, undefined, { token: mod.token });
  expect(enter.statusCode, enter.body).toBe(200);
  return { mod, player, token: enter.headers.jsession as string };
}

describe('the login-as attribution', () => {
  it('a failed action leaves no entry; a successful one exactly one', async () => {
    const { mod, player, token } = await loggedInAs();
    const made = await t.post('/api/forum/topic/create', { title: 'Poll', tag: 'general', pollQuestion: 'Yes?', pollOptions: ['Yes', 'No'] }, { token });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json<{ topic: { id: number } }>().topic.id;
    expect((await actAs(player.playerId)).map((a) => [a.actorId, a.details])).toEqual([
      [mod.playerId, { route: '/api/forum/topic/create' }],
    ]);
    // Refused before any write, and refused inside the transaction after its insert found a vote.
    expectRefusal(await t.post('/api/forum/topic/create', { title: '', tag: 'general' }, { token }), 400, 'FORUM_TITLE_EMPTY');
    expect((await t.post(`/api/forum/topic/${id}/vote`, { option: 0 }, { token })).statusCode).toBe(200);
    expectRefusal(await t.post(`/api/forum/topic/${id}/vote`, { option: 1 }, { token }), 409, 'FORUM_ALREADY_VOTED');
    expect((await actAs(player.playerId)).map((a) => a.details)).toEqual([
      { route: '/api/forum/topic/create' },
      { route: '/api/forum/topic/:id/vote' },
    ]);
  });

  it('commits with the action or not at all', async () => {
    const { player, token } = await loggedInAs();
    // The audit trail refuses ACT_AS for a while: the action's own writes roll back with it.
    await t.db.execute(`alter table staff_audit add constraint test_no_act_as check (action <> 'ACT_AS') not valid`);
    try {
      const refused = await t.post('/api/forum/topic/create', { title: 'Lost', tag: 'general' }, { token });
      expect(refused.statusCode).toBe(500);
    } finally {
      await t.db.execute(`alter table staff_audit drop constraint test_no_act_as`);
    }
    expect(await topicsBy(player.playerId)).toHaveLength(0);
    expect(await actAs(player.playerId)).toHaveLength(0);
    expect((await t.post('/api/forum/topic/create', { title: 'Kept', tag: 'general' }, { token })).statusCode).toBe(200);
    expect(await topicsBy(player.playerId)).toHaveLength(1);
    expect(await actAs(player.playerId)).toHaveLength(1);
  });
});
