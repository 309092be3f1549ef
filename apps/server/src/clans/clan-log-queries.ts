import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { ClanLogEntryDto } from '@rol/protocol/clan-dto';
import { CLAN_LOG_PAGE_SIZE } from '@rol/rules/clans/clan-limits';
import type { DbOrTx, Tx } from '../db/database.ts';
import { clanLog } from '../db/schema/clan-log.ts';
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

export async function logClanEvent(tx: Tx, input: ClanLogInput): Promise<void> {
  await tx.insert(clanLog).values({
    clanId: input.clanId,
    event: input.event,
    actorId: input.actorId ?? null,
    targetId: input.targetId ?? null,
    data: input.data ?? {},
    createdAt: input.now,
  });
}

/** One page of the history, newest first, with the names of the players it names. */
export async function clanLogPage(
  db: DbOrTx,
  clanId: number,
  page: number,
): Promise<{ total: number; entries: ClanLogEntryDto[] }> {
  const [totalRow] = await db.select({ n: count() }).from(clanLog).where(eq(clanLog.clanId, clanId));
  const rows = await db
    .select()
    .from(clanLog)
    .where(and(eq(clanLog.clanId, clanId)))
    .orderBy(desc(clanLog.id))
    .limit(CLAN_LOG_PAGE_SIZE)
    .offset(page * CLAN_LOG_PAGE_SIZE);
  const ids = [...new Set(rows.flatMap((r) => [r.actorId, r.targetId]).filter((id): id is number => id !== null))];
  const names = new Map<number, string>();
  if (ids.length > 0) {
    const found = await db.select({ id: players.id, nickname: players.nickname }).from(players).where(inArray(players.id, ids));
    for (const p of found) names.set(p.id, p.nickname);
  }
  return {
    total: Number(totalRow?.n ?? 0),
    entries: rows.map((r) => ({
      id: r.id,
      event: r.event,
      actorId: r.actorId,
      actorName: r.actorId === null ? null : (names.get(r.actorId) ?? null),
      targetId: r.targetId,
      targetName: r.targetId === null ? null : (names.get(r.targetId) ?? null),
      data: r.data,
      time: r.createdAt.getTime(),
    })),
  };
}
