import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ARENA_RECENT_BATTLES } from '@rol/protocol/arena-routes';
import type { BattleAction, BattleSetup } from '@rol/rules/battle/battle-types';
import { arenaAttacks } from '../db/schema/arena-attacks.ts';
import { battles } from '../db/schema/battles.ts';
import { players } from '../db/schema/players.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { findPlayerById } from '../players/player-queries.ts';
import { listHistory } from './arena-lists.ts';
import { together } from '../db/together.ts';
import { preparedQuery } from '../db/prepared-query.ts';

const attackers = alias(players, 'attacker');
const defenders = alias(players, 'defender');

const replayOfBattle = preparedQuery('arena_replay_of_battle', (db, name) =>
  db
    .select({
      attackerId: arenaAttacks.attackerId,
      defenderId: arenaAttacks.defenderId,
      attackerNickname: attackers.nickname,
      defenderNickname: defenders.nickname,
      ranks: arenaAttacks.ranks,
      settledAt: arenaAttacks.settledAt,
      setup: battles.setup,
      seed: battles.seed,
      actions: battles.actions,
    })
    .from(arenaAttacks)
    .innerJoin(battles, eq(battles.id, arenaAttacks.battleId))
    .innerJoin(attackers, eq(attackers.id, arenaAttacks.attackerId))
    .innerJoin(defenders, eq(defenders.id, arenaAttacks.defenderId))
    .where(and(eq(arenaAttacks.battleId, sql.placeholder('battleId')), isNotNull(arenaAttacks.settledAt)))
    .prepare(name),
);

/**
 * The stored setup, seed and log of a settled arena battle, with both fighters' names and ranks.
 * Arena battles are public: whoever asks, participant or not, may watch one. Only arena battles
 * are served — the query starts from the arena's attacks, so a road battle (anyone's) is NOT_FOUND,
 * as is a battle still being fought or one that does not exist.
 */
export async function arenaReplay(ctx: AppContext, battleId: number) {
  const [row] = await replayOfBattle(ctx.db, { battleId });
  if (!row) throw new ApiError('NOT_FOUND', { battleId });
  return {
    battleId,
    attackerId: row.attackerId,
    defenderId: row.defenderId,
    attackerNickname: row.attackerNickname,
    defenderNickname: row.defenderNickname,
    setup: row.setup satisfies BattleSetup,
    seed: Number(row.seed),
    actions: row.actions satisfies BattleAction[],
    // Attacks written before ranks were kept have none: the replay shows no stars for them.
    ranks: row.ranks ?? [],
    atMs: (row.settledAt ?? new Date(0)).getTime(),
  };
}

/**
 * Another player's latest settled arena battles, from their side, for their profile (public, as
 * the replays are). NOT_FOUND for an unknown player.
 */
export async function recentArenaBattles(ctx: AppContext, playerId: number) {
  const [player, { items }] = await together(
    findPlayerById(ctx.db, playerId),
    listHistory(ctx, playerId, 0, ARENA_RECENT_BATTLES),
  );
  if (!player) throw new ApiError('NOT_FOUND', { playerId });
  return { playerId, items };
}
