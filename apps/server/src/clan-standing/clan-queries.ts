import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/database.ts';
import { jsonValue } from '../db/json-rows.ts';
import { preparedQuery, preparedSql } from '../db/prepared-query.ts';
import { clanLog } from '../db/schema/clan-log.ts';
import { clanBuildings, type ClanBuildingRow } from '../db/schema/clan-buildings.ts';
import { clanMembers, type ClanMemberRow } from '../db/schema/clan-members.ts';
import { clans, type ClanRow } from '../db/schema/clans.ts';
import { players } from '../db/schema/players.ts';

// The clan calls' hot statements are prepared (built once, planned once per connection).
const membershipOf = preparedQuery('clan_membership_of', (db, name) =>
  db
    .select()
    .from(clanMembers)
    .where(eq(clanMembers.playerId, sql.placeholder('playerId')))
    .prepare(name),
);

export async function findMembership(db: DbOrTx, playerId: number): Promise<ClanMemberRow | null> {
  const [row] = await membershipOf(db, { playerId });
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
const clanLocked = preparedQuery('clan_locked', (db, name) =>
  db.select().from(clans).where(eq(clans.id, sql.placeholder('clanId'))).for('update').prepare(name),
);

export async function lockClan(tx: Tx, clanId: number): Promise<ClanRow | null> {
  const [row] = await clanLocked(tx, { clanId });
  return row ?? null;
}

/**
 * The clan the player belongs to, in one statement with the membership (null outside a clan);
 * `lock` takes the clan's row lock as `lockClan` does.
 */
const clanOfPlayerQuery = (db: DbOrTx) =>
  db
    .select({ clan: clans })
    .from(clans)
    .innerJoin(clanMembers, eq(clanMembers.clanId, clans.id))
    .where(eq(clanMembers.playerId, sql.placeholder('playerId')));
const clanOfPlayer = preparedQuery('clan_of_player', (db, name) => clanOfPlayerQuery(db).prepare(name));
const clanOfPlayerLocked = preparedQuery('clan_of_player_locked', (db, name) =>
  clanOfPlayerQuery(db).for('update', { of: clans }).prepare(name),
);

export async function findClanOfPlayer(db: DbOrTx, playerId: number, lock = false): Promise<ClanRow | null> {
  const [row] = await (lock ? clanOfPlayerLocked : clanOfPlayer)(db, { playerId });
  return row?.clan ?? null;
}

/** A member with the player fields the lists show. */
export interface MemberWithPlayer extends ClanMemberRow {
  nickname: string;
  level: number;
}

export async function countMembers(db: DbOrTx, clanId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(clanMembers).where(eq(clanMembers.clanId, clanId));
  return Number(row?.n ?? 0);
}

export async function listBuildings(db: DbOrTx, clanId: number): Promise<ClanBuildingRow[]> {
  return db.select().from(clanBuildings).where(eq(clanBuildings.clanId, clanId));
}

interface MemberJson extends Omit<MemberWithPlayer, 'joinedAt' | 'lastActiveAt'> {
  joinedAt: string;
  lastActiveAt: string;
}
interface BuildingJson extends Omit<ClanBuildingRow, 'upgradeEndsAt'> {
  upgradeEndsAt: string | null;
}

/** The members and buildings of the clan `clanId` (an SQL expression), as two JSON lists. */
const membersAndBuildingsOf = (db: DbOrTx, clanId: SQL) => {
  const m = clanMembers;
  const b = clanBuildings;
  return db
    .select({
      members: sql<MemberJson[] | string>`(select coalesce(json_agg(json_build_object(
        'playerId', ${m.playerId}, 'clanId', ${m.clanId}, 'role', ${m.role}, 'contribution', ${m.contribution},
        'joinedAt', ${m.joinedAt}, 'lastActiveAt', ${m.lastActiveAt}, 'advertisementSeen', ${m.advertisementSeen},
        'nickname', ${players.nickname}, 'level', ${players.level}) order by ${m.joinedAt}, ${m.playerId}), '[]'::json)
        from ${m} inner join ${players} on ${players.id} = ${m.playerId} where ${m.clanId} = ${clanId})`,
      buildings: sql<BuildingJson[] | string>`(select coalesce(json_agg(json_build_object(
        'clanId', ${b.clanId}, 'type', ${b.type}, 'level', ${b.level}, 'upgradeEndsAt', ${b.upgradeEndsAt})), '[]'::json)
        from ${b} where ${b.clanId} = ${clanId})`,
    })
    .from(sql`(select 1) as one`);
};
const membersAndBuildings = preparedQuery('clan_members_and_buildings', (db, name) =>
  membersAndBuildingsOf(db, sql`${sql.placeholder('clanId')}`).prepare(name),
);
/** The same for the clan of the player `$playerId` (none: two empty lists). */
const membersAndBuildingsOfPlayer = preparedQuery('clan_members_and_buildings_of_player', (db, name) =>
  membersAndBuildingsOf(
    db,
    sql`(select ${clanMembers.clanId} from ${clanMembers} where ${clanMembers.playerId} = ${sql.placeholder('playerId')})`,
  ).prepare(name),
);

/**
 * The clan's members (as `listMembers` orders them) and buildings in one statement: each list is
 * aggregated to JSON by the database and its times read back as dates.
 */
export async function listMembersAndBuildings(
  db: DbOrTx,
  clanId: number,
): Promise<{ members: MemberWithPlayer[]; buildings: ClanBuildingRow[] }> {
  return membersAndBuildingsFrom(await membersAndBuildings(db, { clanId }));
}

/**
 * The same for the clan the player belongs to, found in the same statement: a read can send it
 * together with the one that finds the clan's row (`findClanOfPlayer`).
 */
export async function listMembersAndBuildingsOfPlayer(
  db: DbOrTx,
  playerId: number,
): Promise<{ members: MemberWithPlayer[]; buildings: ClanBuildingRow[] }> {
  return membersAndBuildingsFrom(await membersAndBuildingsOfPlayer(db, { playerId }));
}

function membersAndBuildingsFrom(
  rows: { members: MemberJson[] | string; buildings: BuildingJson[] | string }[],
): { members: MemberWithPlayer[]; buildings: ClanBuildingRow[] } {
  const [row] = rows;
  return {
    members: (row ? jsonValue(row.members) : []).map((x) => ({
      ...x,
      contribution: Number(x.contribution),
      joinedAt: new Date(x.joinedAt),
      lastActiveAt: new Date(x.lastActiveAt),
    })),
    buildings: (row ? jsonValue(row.buildings) : []).map((x) => ({
      ...x,
      upgradeEndsAt: x.upgradeEndsAt === null ? null : new Date(x.upgradeEndsAt),
    })),
  };
}

/** Marks the member active now (the temporary-leader rule reads it). */
const memberTouch = preparedQuery('clan_member_touch', (db, name) =>
  db
    .update(clanMembers)
    .set({ lastActiveAt: sql`${sql.placeholder('now')}::timestamptz` })
    .where(eq(clanMembers.playerId, sql.placeholder('playerId')))
    .prepare(name),
);

export async function touchMember(tx: Tx, playerId: number, now: Date): Promise<void> {
  await memberTouch(tx, { playerId, now: now.toISOString() });
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

/**
 * A member's donation after its credit: the contribution grows, the member is marked active and the
 * clan's history gets the DONATED line, in one statement. False (nothing written) when the player is
 * no longer a member of that clan.
 */
const donationRecorded = preparedSql(
  'clan_donation_recorded',
  sql`with member as (
    update ${clanMembers}
    set contribution = ${clanMembers.contribution} + ${sql.placeholder('worth')}::bigint,
      last_active_at = ${sql.placeholder('now')}::timestamptz
    where ${clanMembers.playerId} = ${sql.placeholder('playerId')}::int
      and ${clanMembers.clanId} = ${sql.placeholder('clanId')}::int
    returning ${clanMembers.playerId} as player_id
  )
  insert into ${clanLog} (clan_id, event, actor_id, data, created_at)
  select ${sql.placeholder('clanId')}::int, 'DONATED', player_id, ${sql.placeholder('data')}::jsonb,
    ${sql.placeholder('now')}::timestamptz
  from member
  returning 1 as ok`,
);

export async function recordDonation(
  tx: Tx,
  input: { playerId: number; clanId: number; worth: number; data: Record<string, unknown>; now: Date },
): Promise<boolean> {
  const rows = await donationRecorded(tx, {
    playerId: input.playerId,
    clanId: input.clanId,
    worth: input.worth,
    data: JSON.stringify(input.data),
    now: input.now.toISOString(),
  });
  return rows.length > 0;
}
