import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ClanDto } from '@rol/protocol/clan-dto';
import type { ClanResource } from '@rol/rules/clans/clan-treasury';
import type { Tx } from '../../src/db/database.ts';
import { clanLedger } from '../../src/db/schema/clan-ledger.ts';
import { clanMembers } from '../../src/db/schema/clan-members.ts';
import { clans } from '../../src/db/schema/clans.ts';
import { players } from '../../src/db/schema/players.ts';
import { applyClanLedger, CLAN_RESOURCE_COLUMNS } from '../../src/ledger/clan-ledger.ts';
import type { TestApp } from '../test-app.ts';

export interface Who {
  token: string;
  playerId: number;
}

/** A guest at `level` (15 by default: clans open). */
export async function clanPlayer(t: TestApp, level = 15): Promise<Who> {
  const who = await t.guest();
  await t.db.update(players).set({ level }).where(eq(players.id, who.playerId));
  return who;
}

let names = 0;
export function clanName(): string {
  names += 1;
  return `Clan ${names} ${Math.random().toString(36).slice(2, 8)}`;
}

/** A new clan led by a new player. */
export async function newClan(t: TestApp, name = clanName()): Promise<{ leader: Who; clan: ClanDto }> {
  const leader = await clanPlayer(t);
  const res = await t.post('/api/clan/create', { name }, { token: leader.token });
  expect(res.statusCode, res.body).toBe(200);
  return { leader, clan: res.json<ClanDto>() };
}

/** Invites and accepts: `who` joins the clan. */
export async function join(t: TestApp, leader: Who, clanId: number, who: Who): Promise<void> {
  const invited = await t.post('/api/clan/invite', { playerId: who.playerId }, { token: leader.token });
  expect(invited.statusCode, invited.body).toBe(200);
  const accepted = await t.post('/api/clan/invitation/accept', { clanId }, { token: who.token });
  expect(accepted.statusCode, accepted.body).toBe(200);
}

/** A new member of the clan with `role`. */
export async function member(t: TestApp, leader: Who, clanId: number, role?: string): Promise<Who> {
  const who = await clanPlayer(t);
  await join(t, leader, clanId, who);
  if (role) await t.db.update(clanMembers).set({ role: role as never }).where(eq(clanMembers.playerId, who.playerId));
  return who;
}

/** Credits the treasury through the clan ledger (so the ledger check holds). */
export function fundClan(t: TestApp, clanId: number, resource: ClanResource, amount: number) {
  return t.db.transaction((tx: Tx) =>
    applyClanLedger(tx, { clanId, resource, delta: amount, reason: 'test-credit', now: new Date(t.clock()) }),
  );
}

/** Every (clan, resource) whose ledger sum differs from its treasury: must be none. */
export async function clanLedgerMismatches(t: TestApp): Promise<string[]> {
  const rows = await t.db.select().from(clans);
  const sums = await t.db
    .select({ clanId: clanLedger.clanId, resource: clanLedger.resource, sum: sql<string>`sum(${clanLedger.delta})` })
    .from(clanLedger)
    .groupBy(clanLedger.clanId, clanLedger.resource);
  const out: string[] = [];
  for (const clan of rows)
    for (const resource of Object.keys(CLAN_RESOURCE_COLUMNS) as ClanResource[]) {
      const sum = Number(sums.find((s) => s.clanId === clan.id && s.resource === resource)?.sum ?? 0);
      if (sum !== clan[resource]) out.push(`clan ${clan.id} ${resource}: treasury ${clan[resource]}, ledger ${sum}`);
    }
  return out;
}

export async function treasury(t: TestApp, clanId: number) {
  const [row] = await t.db.select().from(clans).where(eq(clans.id, clanId));
  return row!;
}
