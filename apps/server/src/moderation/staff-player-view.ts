import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { StaffPlayerDto } from '@rol/protocol/staff-dto';
import type { BanScope } from '@rol/rules/staff/ban-terms';
import type { DbOrTx } from '../db/database.ts';
import { playerBans } from '../db/schema/player-bans.ts';
import { players, type PlayerRow } from '../db/schema/players.ts';
import { ApiError } from '../http/api-error.ts';

const FIND_LIMIT = 20;
const HISTORY_LIMIT = 20;

/** The reasons of the bans not lifted, newest per scope (the chat and forum bans keep theirs here). */
async function openBanReasons(db: DbOrTx, playerIds: number[]): Promise<Map<string, string>> {
  const reasons = new Map<string, string>();
  if (playerIds.length === 0) return reasons;
  const rows = await db
    .select({ playerId: playerBans.playerId, scope: playerBans.scope, reason: playerBans.reason })
    .from(playerBans)
    .where(and(inArray(playerBans.playerId, playerIds), isNull(playerBans.liftedAt)))
    .orderBy(asc(playerBans.id));
  for (const row of rows) reasons.set(`${row.playerId}:${row.scope}`, row.reason);
  return reasons;
}

function banOf(until: Date | null, reason: string | null | undefined, nowMs: number) {
  if (until === null || until.getTime() <= nowMs) return null;
  return { until: until.getTime(), reason: reason ?? '' };
}

function dtoOf(player: PlayerRow, reasons: Map<string, string>, nowMs: number): StaffPlayerDto {
  const reason = (scope: BanScope) => reasons.get(`${player.id}:${scope}`);
  return {
    id: player.id,
    nickname: player.nickname,
    accessLevel: player.accessLevel,
    level: player.level,
    stair: player.stair,
    registered: player.registeredAt !== null,
    createdAt: player.createdAt.getTime(),
    bans: {
      GAME: banOf(player.banUntil, player.banReason ?? reason('GAME'), nowMs),
      CHAT: banOf(player.chatBanUntil, reason('CHAT'), nowMs),
      FORUM: banOf(player.forumBanUntil, reason('FORUM'), nowMs),
    },
  };
}

export async function staffPlayerDtos(
  db: DbOrTx,
  rows: PlayerRow[],
  nowMs: number,
): Promise<StaffPlayerDto[]> {
  const reasons = await openBanReasons(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => dtoOf(row, reasons, nowMs));
}

export async function staffPlayerDto(db: DbOrTx, row: PlayerRow, nowMs: number): Promise<StaffPlayerDto> {
  const [dto] = await staffPlayerDtos(db, [row], nowMs);
  return dto!;
}

/** A player by id (NOT_FOUND when there is none). */
export async function playerById(db: DbOrTx, id: number, lock = false): Promise<PlayerRow> {
  const query = db.select().from(players).where(eq(players.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

/** Players by id (a number) or by the start of the nickname, case-insensitive, shortest names first. */
export async function findPlayers(db: DbOrTx, q: string, nowMs: number): Promise<StaffPlayerDto[]> {
  const prefix = q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
  const byId = /^\d{1,9}$/.test(q) ? Number(q) : null;
  const rows = await db
    .select()
    .from(players)
    .where(
      byId === null
        ? sql`lower(${players.nickname}) like ${prefix}`
        : sql`(${players.id} = ${byId} or lower(${players.nickname}) like ${prefix})`,
    )
    .orderBy(sql`length(${players.nickname})`, asc(players.id))
    .limit(FIND_LIMIT);
  return staffPlayerDtos(db, rows, nowMs);
}

/** The player's card and their last bans, newest first, with who set each. */
export async function staffPlayerPage(db: DbOrTx, id: number, nowMs: number) {
  const player = await playerById(db, id);
  const history = await db
    .select({ ban: playerBans, byNickname: players.nickname })
    .from(playerBans)
    .leftJoin(players, eq(players.id, playerBans.byId))
    .where(eq(playerBans.playerId, id))
    .orderBy(desc(playerBans.id))
    .limit(HISTORY_LIMIT);
  return {
    player: await staffPlayerDto(db, player, nowMs),
    bans: history.map(({ ban, byNickname }) => ({
      id: ban.id,
      scope: ban.scope,
      reason: ban.reason,
      duration: ban.duration,
      byId: ban.byId,
      byNickname,
      createdAt: ban.createdAt.getTime(),
      until: ban.until.getTime(),
      liftedAt: ban.liftedAt?.getTime() ?? null,
    })),
  };
}
