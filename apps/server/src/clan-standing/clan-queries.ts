import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/database.ts';
import { clanBuildings, type ClanBuildingRow } from '../db/schema/clan-buildings.ts';
import { clanMembers, type ClanMemberRow } from '../db/schema/clan-members.ts';
import { clans, type ClanRow } from '../db/schema/clans.ts';
import { players } from '../db/schema/players.ts';

export async function findMembership(db: DbOrTx, playerId: number): Promise<ClanMemberRow | null> {
  const [row] = await db.select().from(clanMembers).where(eq(clanMembers.playerId, playerId));
  return row ?? null;
}

/** The player's clan id, or null (chat's clan room, the realtime principal, player info). */
export async function clanIdOfPlayer(db: DbOrTx, playerId: number): Promise<number | null> {
  const [row] = await db
    .select({ clanId: clanMembers.clanId })
    .from(clanMembers)
    .where(eq(clanMembers.playerId, playerId));
  return row?.clanId ?? null;
}

export async function findClan(db: DbOrTx, clanId: number): Promise<ClanRow | null> {
  const [row] = await db.select().from(clans).where(eq(clans.id, clanId));
  return row ?? null;
}

/**
 * Locks the clan's row: every change of a clan's membership, roles, texts, buildings, raid or
 * treasury takes it after the acting player's own row, so they apply one after another.
 */
export async function lockClan(tx: Tx, clanId: number): Promise<ClanRow | null> {
  const [row] = await tx.select().from(clans).where(eq(clans.id, clanId)).for('update');
  return row ?? null;
}

/**
 * The clan the player belongs to, in one statement with the membership (null outside a clan);
 * `lock` takes the clan's row lock as `lockClan` does.
 */
export async function findClanOfPlayer(db: DbOrTx, playerId: number, lock = false): Promise<ClanRow | null> {
  const query = db
    .select({ clan: clans })
    .from(clans)
    .innerJoin(clanMembers, eq(clanMembers.clanId, clans.id))
    .where(eq(clanMembers.playerId, playerId));
  const [row] = lock ? await query.for('update', { of: clans }) : await query;
  return row?.clan ?? null;
}

/** A member with the player fields the lists show. */
export interface MemberWithPlayer extends ClanMemberRow {
  nickname: string;
  level: number;
}

export async function listMembers(db: DbOrTx, clanId: number): Promise<MemberWithPlayer[]> {
  const rows = await db
    .select({ member: clanMembers, nickname: players.nickname, level: players.level })
    .from(clanMembers)
    .innerJoin(players, eq(players.id, clanMembers.playerId))
    .where(eq(clanMembers.clanId, clanId))
    .orderBy(asc(clanMembers.joinedAt), asc(clanMembers.playerId));
  return rows.map((r) => ({ ...r.member, nickname: r.nickname, level: r.level }));
}

export async function countMembers(db: DbOrTx, clanId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(clanMembers).where(eq(clanMembers.clanId, clanId));
  return Number(row?.n ?? 0);
}

export async function listBuildings(db: DbOrTx, clanId: number): Promise<ClanBuildingRow[]> {
  return db.select().from(clanBuildings).where(eq(clanBuildings.clanId, clanId));
}

/** Marks the member active now (the temporary-leader rule reads it). */
export async function touchMember(tx: Tx, playerId: number, now: Date): Promise<void> {
  await tx.update(clanMembers).set({ lastActiveAt: now }).where(eq(clanMembers.playerId, playerId));
}

export async function setMemberRole(tx: Tx, playerId: number, clanId: number, role: ClanMemberRow['role']) {
  await tx
    .update(clanMembers)
    .set({ role })
    .where(and(eq(clanMembers.playerId, playerId), eq(clanMembers.clanId, clanId)));
}

export async function addContribution(tx: Tx, playerId: number, amount: number): Promise<void> {
  await tx
    .update(clanMembers)
    .set({ contribution: sql`${clanMembers.contribution} + ${amount}` })
    .where(eq(clanMembers.playerId, playerId));
}
