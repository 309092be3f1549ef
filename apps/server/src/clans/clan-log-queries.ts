import { count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ClanLogEntryDto } from '@rol/protocol/clan-dto';
import { CLAN_LOG_PAGE_SIZE } from '@rol/rules/clans/clan-limits';
import type { DbOrTx, Tx } from '../db/database.ts';
import { clanLog } from '../db/schema/clan-log.ts';
import { together } from '../db/together.ts';
import { encodeRow, placeholdersFor, preparedQuery } from '../db/prepared-query.ts';
import { players } from '../db/schema/players.ts';

/** §4 history events. */
export type ClanEvent =
  | 'CREATED'
  | 'INVITED'
  | 'JOINED'
  | 'REJECTED_INVITATION'
  | 'APPLICATION_REJECTED'
  | 'KICKED'
  | 'LEFT'
  | 'PROMOTED'
  | 'DEMOTED'
  | 'APPOINTED_DEPUTY'
  | 'PASSED_LEADERSHIP'
  | 'DONATED'
  | 'COLLECTED_GEARS'
  | 'BUILDING_STARTED'
  | 'BUILDING_SPED_UP'
  | 'HALL_IMPROVED'
  | 'ABOUT_CHANGED'
  | 'THEME_CHANGED'
  | 'ADVERTISEMENT_CHANGED'
  | 'RAID_DIFFICULTY_CHANGED'
  | 'RAID_STARTED'
  | 'RAID_ENDED'
  | 'RAID_BOSS_FELL'
  | 'RENAMED'
  | 'DISSOLVED';

export interface ClanLogInput {
  clanId: number;
  event: ClanEvent;
  actorId?: number | null;
  targetId?: number | null;
  data?: Record<string, unknown>;
  now: Date;
}

const eventLogged = preparedQuery('clan_event_logged', (db, name) =>
  db
    .insert(clanLog)
    .values(
      placeholdersFor([
        'clanId',
        'event',
        'actorId',
        'targetId',
        'data',
        'createdAt',
      ]) as unknown as typeof clanLog.$inferInsert,
    )
    .prepare(name),
);

export async function logClanEvent(tx: Tx, input: ClanLogInput): Promise<void> {
  await eventLogged(
    tx,
    encodeRow(clanLog, {
      clanId: input.clanId,
      event: input.event,
      actorId: input.actorId ?? null,
      targetId: input.targetId ?? null,
      data: input.data ?? {},
      createdAt: input.now,
    }),
  );
}

const actors = alias(players, 'actors');
const targets = alias(players, 'targets');

const logCount = preparedQuery('clan_log_count', (db, name) =>
  db
    .select({ n: count() })
    .from(clanLog)
    .where(eq(clanLog.clanId, sql.placeholder('clanId')))
    .prepare(name),
);

const logPage = preparedQuery('clan_log_page', (db, name) =>
  db
    .select({ entry: clanLog, actorName: actors.nickname, targetName: targets.nickname })
    .from(clanLog)
    .leftJoin(actors, eq(actors.id, clanLog.actorId))
    .leftJoin(targets, eq(targets.id, clanLog.targetId))
    .where(eq(clanLog.clanId, sql.placeholder('clanId')))
    .orderBy(desc(clanLog.id))
    .limit(CLAN_LOG_PAGE_SIZE)
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

/**
 * One page of the history, newest first, with the names of the players it names: the page and the
 * count are read together (one round trip on a pipelined connection).
 */
export async function clanLogPage(
  db: DbOrTx,
  clanId: number,
  page: number,
): Promise<{ total: number; entries: ClanLogEntryDto[] }> {
  const [[totalRow], rows] = await together(
    logCount(db, { clanId }),
    logPage(db, { clanId, offset: page * CLAN_LOG_PAGE_SIZE }),
  );
  return {
    total: Number(totalRow?.n ?? 0),
    entries: rows.map(({ entry: r, actorName, targetName }) => ({
      id: r.id,
      event: r.event,
      actorId: r.actorId,
      actorName: r.actorId === null ? null : actorName,
      targetId: r.targetId,
      targetName: r.targetId === null ? null : targetName,
      data: r.data,
      time: r.createdAt.getTime(),
    })),
  };
}
