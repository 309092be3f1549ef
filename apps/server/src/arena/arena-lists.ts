import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { ArenaHistoryItemDto, ArenaOpponentDto } from '@rol/protocol/arena-routes';
import { ARENA_HISTORY_PAGE } from '@rol/protocol/arena-routes';
import { leagueOf } from '@rol/rules/arena/leagues';
import { offeredPositions } from '@rol/rules/arena/opponents';
import { arenaAttacks } from '../db/schema/arena-attacks.ts';
import { players } from '../db/schema/players.ts';
import type { AppContext } from '../http/app-context.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { assertArenaOpen } from './arena-standing.ts';
import { defenceHeroesOf } from './defence-snapshot.ts';
import { findStanding, standingsAtPositions, standingsTotal } from './standing-queries.ts';
import { together } from '../db/together.ts';
import { preparedQuery } from '../db/prepared-query.ts';

/** The opponents on offer (rules `offeredPositions`); none before the player has opened the arena. */
export async function listOpponents(
  ctx: AppContext,
  player: PlayerRow,
): Promise<{ position: number; opponents: ArenaOpponentDto[] }> {
  assertArenaOpen(player);
  const [standing, total] = await together(findStanding(ctx.db, player.id), standingsTotal(ctx.db));
  if (!standing) return { position: 0, opponents: [] };
  const rows = await standingsAtPositions(ctx.db, offeredPositions(standing.position, total));
  return {
    position: standing.position,
    opponents: rows
      .filter((r) => r.playerId !== player.id)
      .map((r) => ({
        playerId: r.playerId,
        nickname: r.nickname,
        level: r.level,
        position: r.position,
        league: leagueOf(r.position),
        defence: defenceHeroesOf(r.defence),
      })),
  };
}

const historyPage = preparedQuery('arena_history_page', (db, name) => {
  const playerId = sql`${sql.placeholder('playerId')}::int`;
  const mine = or(eq(arenaAttacks.attackerId, playerId), eq(arenaAttacks.defenderId, playerId));
  const opponentId = sql<number>`case when ${arenaAttacks.attackerId} = ${playerId} then ${arenaAttacks.defenderId} else ${arenaAttacks.attackerId} end`;
  return db
    .select({ attack: arenaAttacks, opponentNickname: players.nickname })
    .from(arenaAttacks)
    .innerJoin(players, eq(players.id, opponentId))
    .where(and(mine, isNotNull(arenaAttacks.settledAt)))
    .orderBy(desc(arenaAttacks.id))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare(name);
});

/** The settled attacks the player made or suffered, newest first, `from`..`to` (offsets). */
export async function listHistory(
  ctx: AppContext,
  playerId: number,
  from: number,
  to: number | undefined,
): Promise<{ items: ArenaHistoryItemDto[]; hasMore: boolean }> {
  const size = (to ?? from + ARENA_HISTORY_PAGE) - from;
  const rows = await historyPage(ctx.db, { playerId, offset: from, limit: size + 1 });
  const items = rows.slice(0, size).map(({ attack: a, opponentNickname }): ArenaHistoryItemDto => {
    const asAttacker = a.attackerId === playerId;
    return {
      id: a.id,
      battleId: a.battleId,
      role: asAttacker ? 'attacker' : 'defender',
      opponentId: asAttacker ? a.defenderId : a.attackerId,
      opponentNickname,
      won: asAttacker ? a.attackerWon === true : a.attackerWon === false,
      positionBefore: (asAttacker ? a.attackerBefore : a.defenderBefore) ?? 0,
      positionAfter: (asAttacker ? a.attackerAfter : a.defenderAfter) ?? 0,
      atMs: (a.settledAt ?? a.createdAt).getTime(),
    };
  });
  return { items, hasMore: rows.length > size };
}
