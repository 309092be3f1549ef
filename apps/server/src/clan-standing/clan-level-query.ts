import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ClanSummaryDto } from '@rol/protocol/clan-dto';
import { memberLimit } from '@rol/rules/clans/clan-limits';
import type { DbOrTx } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { clans } from '../db/schema/clans.ts';

/**
 * A clan's level in SQL at `now` (rules `clanLevelOf`: 1 plus its buildings' levels, an upgrade whose
 * time has come counting as done), for ratings: the clanLevel rating orders by it.
 */
function clanLevelSql(at: SQL): SQL<number> {
  return sql<number>`(1 + coalesce((select sum(b.level + case when b.upgrade_ends_at <= ${at}::timestamptz then 1 else 0 end)
    from clan_buildings b where b.clan_id = ${clans.id}), 0))::int`;
}

export const clanMembersSql = sql<number>`(select count(*) from clan_members m where m.clan_id = ${clans.id})::int`;

/** `now` of the prepared statements below: a placeholder, its value an ISO timestamp. */
const NOW = sql.placeholder('now');

const summaryFields = {
  id: clans.id,
  name: clans.name,
  theme: clans.theme,
  level: clanLevelSql(sql`${NOW}`),
  members: clanMembersSql,
};

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

const summariesOf = preparedQuery('clan_summaries_of', (db, name) =>
  db
    .select(summaryFields)
    .from(clans)
    .where(sql`${clans.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare(name),
);

const summaryOf = preparedQuery('clan_summary_of', (db, name) =>
  db
    .select(summaryFields)
    .from(clans)
    .where(eq(clans.id, sql.placeholder('id')))
    .prepare(name),
);

export async function clanSummaries(
  db: DbOrTx,
  clanIds: readonly number[],
  now: Date,
): Promise<ClanSummaryDto[]> {
  if (clanIds.length === 0) return [];
  // One clan (a clan page, the reader's row) by a plain key; a list by the array.
  const rows =
    clanIds.length === 1
      ? await summaryOf(db, { id: clanIds[0], now: now.toISOString() })
      : await summariesOf(db, { ids: [...clanIds], now: now.toISOString() });
  const byId = new Map(rows.map((r) => [r.id, toSummary(r)]));
  return clanIds.map((id) => byId.get(id)).filter((s): s is ClanSummaryDto => s !== undefined);
}

const levelRanking = preparedQuery('clan_level_ranking', (db, name) =>
  db
    .select(summaryFields)
    .from(clans)
    .orderBy(desc(summaryFields.level), desc(clanMembersSql), asc(clans.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

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
  const rows = await levelRanking(db, { now: now.toISOString(), offset, limit });
  return rows.map((row, i) => ({ ...toSummary(row), positionNumber: offset + i + 1 }));
}

const levelPosition = preparedQuery('clan_level_position', (db, name) => {
  const ranked = db
    .select({
      id: clans.id,
      position:
        sql<number>`row_number() over (order by ${summaryFields.level} desc, ${clanMembersSql} desc, ${clans.id} asc)`.as(
          'position',
        ),
    })
    .from(clans)
    .as('ranked');
  return db
    .select({ position: ranked.position })
    .from(ranked)
    .where(sql`${ranked.id} = ${sql.placeholder('clanId')}`)
    .prepare(name);
});

/** A clan's position in that order (1 = first), null when it does not exist. */
export async function clanLevelPosition(db: DbOrTx, clanId: number, now: Date): Promise<number | null> {
  const [row] = await levelPosition(db, { clanId, now: now.toISOString() });
  return row ? Number(row.position) : null;
}

const clansCounted = preparedQuery('clans_counted', (db, name) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(clans)
    .prepare(name),
);

export async function countClans(db: DbOrTx): Promise<number> {
  const [row] = await clansCounted(db);
  return Number(row?.n ?? 0);
}
