import { asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { ClanSummaryDto } from '@rol/protocol/clan-dto';
import { memberLimit } from '@rol/rules/clans/clan-limits';
import type { DbOrTx } from '../db/database.ts';
import { clans } from '../db/schema/clans.ts';

/**
 * A clan's level in SQL at `now` (rules `clanLevelOf`: 1 plus its buildings' levels, an upgrade whose
 * time has come counting as done), for ratings: the clanLevel rating orders by it.
 */
export function clanLevelSql(now: Date): SQL<number> {
  return sql<number>`(1 + coalesce((select sum(b.level + case when b.upgrade_ends_at <= ${now.toISOString()}::timestamptz then 1 else 0 end)
    from clan_buildings b where b.clan_id = ${clans.id}), 0))::int`;
}

export const clanMembersSql = sql<number>`(select count(*) from clan_members m where m.clan_id = ${clans.id})::int`;

function summaryFields(now: Date) {
  return { id: clans.id, name: clans.name, theme: clans.theme, level: clanLevelSql(now), members: clanMembersSql };
}

type SummaryRow = { id: number; name: string; theme: number; level: number; members: number };

function toSummary(row: SummaryRow): ClanSummaryDto {
  const level = Number(row.level);
  return {
    id: row.id,
    name: row.name,
    theme: row.theme,
    level,
    membersCurr: Number(row.members),
    membersMax: memberLimit(level),
  };
}

export async function clanSummaries(db: DbOrTx, clanIds: readonly number[], now: Date): Promise<ClanSummaryDto[]> {
  if (clanIds.length === 0) return [];
  const rows = await db.select(summaryFields(now)).from(clans).where(inArray(clans.id, [...clanIds]));
  const byId = new Map(rows.map((r) => [r.id, toSummary(r)]));
  return clanIds.map((id) => byId.get(id)).filter((s): s is ClanSummaryDto => s !== undefined);
}

/**
 * The clans by level (highest first; then more members; then the older clan): a page of the
 * clanLevel rating. `offset`/`limit` as the ratings page them.
 */
export async function clanLevelRanking(
  db: DbOrTx,
  now: Date,
  offset: number,
  limit: number,
): Promise<(ClanSummaryDto & { positionNumber: number })[]> {
  const rows = await db
    .select(summaryFields(now))
    .from(clans)
    .orderBy(desc(clanLevelSql(now)), desc(clanMembersSql), asc(clans.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row, i) => ({ ...toSummary(row), positionNumber: offset + i + 1 }));
}

/** A clan's position in that order (1 = first), null when it does not exist. */
export async function clanLevelPosition(db: DbOrTx, clanId: number, now: Date): Promise<number | null> {
  const ranked = db
    .select({
      id: clans.id,
      position: sql<number>`row_number() over (order by ${clanLevelSql(now)} desc, ${clanMembersSql} desc, ${clans.id} asc)`.as('position'),
    })
    .from(clans)
    .as('ranked');
  const [row] = await db.select({ position: ranked.position }).from(ranked).where(sql`${ranked.id} = ${clanId}`);
  return row ? Number(row.position) : null;
}

export async function countClans(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(clans);
  return Number(row?.n ?? 0);
}
