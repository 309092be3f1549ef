import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clanLog } from '../../src/db/schema/clan-log.ts';
import { clanMembers } from '../../src/db/schema/clan-members.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { member, newClan } from './clan-test-kit.ts';

/**
 * docs/clans.md, "Roles": a rank change names the rank the caller saw (`role`); a member whose rank
 * is no longer that one is refused with CLAN_ROLE_CHANGED, so a repeated or concurrent duplicate
 * never moves a member twice.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const act = (token: string, body: Record<string, unknown>) =>
  t.post('/api/clan/participant/action', body, { token });
const roleOf = async (playerId: number) =>
  (
    await t.db.select({ role: clanMembers.role }).from(clanMembers).where(eq(clanMembers.playerId, playerId))
  )[0]?.role;

describe('clan/participant/action PROMOTE and DEMOTE name the rank they change from', () => {
  it(
    '20 identical PROMOTEs at once move the member up one rank: one 200, the others CLAN_ROLE_CHANGED',
    { timeout: 60_000 },
    async () => {
      const { leader, clan } = await newClan(t);
      const a = await member(t, leader, clan.id);
      const body = { playerId: a.playerId, type: 'PROMOTE', role: 'NEWBIE' };
      const answers = await Promise.all(Array.from({ length: 20 }, () => act(leader.token, body)));
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const refused of answers.filter((r) => r.statusCode !== 200))
        expect(expectRefusal(refused, 409, 'CLAN_ROLE_CHANGED').details).toMatchObject({
          role: 'PARTICIPANT',
        });
      expect(await roleOf(a.playerId)).toBe('PARTICIPANT');
      const promoted = await t.db.select().from(clanLog).where(eq(clanLog.clanId, clan.id));
      expect(promoted.filter((e) => e.event === 'PROMOTED')).toHaveLength(1);
    },
  );

  it('two officers demoting the same member at once: one rank down, not two', async () => {
    const { leader, clan } = await newClan(t);
    const deputy = await member(t, leader, clan.id, 'DEPUTY_LEADER');
    const a = await member(t, leader, clan.id, 'REPRESENTATIVE');
    const body = { playerId: a.playerId, type: 'DEMOTE', role: 'REPRESENTATIVE' };
    const answers = await Promise.all([act(leader.token, body), act(deputy.token, body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await roleOf(a.playerId)).toBe('PARTICIPANT');
  });

  it('the deputy’s two names are one rank; a stale rank or none is refused and changes nothing', async () => {
    const { leader, clan } = await newClan(t);
    const a = await member(t, leader, clan.id, 'DEPUTY_LEADER');
    expect(
      (await act(leader.token, { playerId: a.playerId, type: 'DEMOTE', role: 'SUBLEADER' })).statusCode,
    ).toBe(200);
    expect(await roleOf(a.playerId)).toBe('REPRESENTATIVE');
    expectRefusal(
      await act(leader.token, { playerId: a.playerId, type: 'PROMOTE', role: 'PARTICIPANT' }),
      409,
      'CLAN_ROLE_CHANGED',
    );
    expectRefusal(
      await act(leader.token, { playerId: a.playerId, type: 'PROMOTE' }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(
      await act(leader.token, { playerId: a.playerId, type: 'DEMOTE', role: 'KING' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(await roleOf(a.playerId)).toBe('REPRESENTATIVE');
    // A kick needs no rank; one given must still be the member's.
    expectRefusal(
      await act(leader.token, { playerId: a.playerId, type: 'KICK', role: 'NEWBIE' }),
      409,
      'CLAN_ROLE_CHANGED',
    );
    expect((await act(leader.token, { playerId: a.playerId, type: 'KICK' })).statusCode).toBe(200);
  });
});
