import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clanLedger } from '../../src/db/schema/clan-ledger.ts';
import { clanLog } from '../../src/db/schema/clan-log.ts';
import { clans } from '../../src/db/schema/clans.ts';
import { players } from '../../src/db/schema/players.ts';
import { credit } from '../artifacts/item-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { clanLedgerMismatches, clanPlayer, member, newClan } from './clan-test-kit.ts';

/**
 * docs/clans.md, "Dissolution": the last member's leaving burns every treasury balance with its own
 * `clan:dissolved` ledger entry, logs DISSOLVED, and deletes the clan's row; its ledger and history
 * rows stay, with the clan's id, for staff to read.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ledgerOf = (clanId: number) =>
  t.db.select().from(clanLedger).where(eq(clanLedger.clanId, clanId)).orderBy(clanLedger.id);
const logOf = (clanId: number) =>
  t.db.select().from(clanLog).where(eq(clanLog.clanId, clanId)).orderBy(clanLog.id);

describe('a clan dissolved by its last member leaving', () => {
  it('burns the treasury through the clan ledger and keeps the clan’s ledger and history', async () => {
    const { leader, clan } = await newClan(t);
    const a = await member(t, leader, clan.id);
    await credit(t, a.playerId, 'gold', 200);
    await credit(t, a.playerId, 'tickets', 3);
    for (const [type, amount] of [
      ['GOLD', 200],
      ['TICKETS', 3],
    ] as const)
      expect((await t.post('/api/clan/donate', { type, amount }, { token: a.token })).statusCode).toBe(200);
    expect((await t.post('/api/clan/leave', {}, { token: a.token })).statusCode).toBe(200);
    expect((await t.post('/api/clan/leave', {}, { token: leader.token })).statusCode).toBe(200);

    expect(await t.db.select().from(clans).where(eq(clans.id, clan.id))).toEqual([]);
    const ledger = await ledgerOf(clan.id);
    expect(ledger.map((r) => [r.resource, r.delta, r.balanceAfter, r.reason])).toEqual([
      ['gold', 200, 200, 'donation'],
      ['tickets', 3, 3, 'donation'],
      ['gold', -200, 0, 'clan:dissolved'],
      ['tickets', -3, 0, 'clan:dissolved'],
    ]);
    expect(ledger.at(-1)).toMatchObject({ playerId: leader.playerId });
    const sums = await t.db
      .select({ resource: clanLedger.resource, sum: sql<string>`sum(${clanLedger.delta})` })
      .from(clanLedger)
      .where(eq(clanLedger.clanId, clan.id))
      .groupBy(clanLedger.resource);
    for (const s of sums) expect(Number(s.sum), s.resource).toBe(0);

    const log = await logOf(clan.id);
    expect(log.map((e) => e.event)).toEqual(expect.arrayContaining(['CREATED', 'JOINED', 'DONATED', 'LEFT']));
    expect(log.at(-1)).toMatchObject({
      event: 'DISSOLVED',
      actorId: leader.playerId,
      data: { name: clan.name, burned: { gold: 200, tickets: 3 } },
    });
    expect(await clanLedgerMismatches(t)).toEqual([]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('staff read a dissolved clan’s history; players get 404; its name is free again', async () => {
    const { leader, clan } = await newClan(t);
    expect((await t.post('/api/clan/leave', {}, { token: leader.token })).statusCode).toBe(200);
    expectRefusal(await t.get(`/api/clan/${clan.id}/log`, { token: leader.token }), 404, 'NOT_FOUND');
    const moderator = await clanPlayer(t);
    await t.db.update(players).set({ accessLevel: 'MODERATOR' }).where(eq(players.id, moderator.playerId));
    const read = await t.get(`/api/clan/${clan.id}/log`, { token: moderator.token });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<{ entries: { event: string }[] }>().entries.map((e) => e.event)).toEqual([
      'DISSOLVED',
      'CREATED',
    ]);
    expectRefusal(await t.get(`/api/clan/${2 ** 31 - 1}/log`, { token: moderator.token }), 404, 'NOT_FOUND');
    // Staff read any clan's history, a living one too.
    const living = await newClan(t);
    expect((await t.get(`/api/clan/${living.clan.id}/log`, { token: moderator.token })).statusCode).toBe(200);
    const again = await t.post(
      '/api/clan/create',
      { name: clan.name },
      { token: (await clanPlayer(t)).token },
    );
    expect(again.statusCode, again.body).toBe(200);
  });
});
