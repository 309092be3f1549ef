import type { DbOrTx, Tx } from '../db/database.ts';
import type { BattleRow } from '../db/schema/battles.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { findPlayerById } from '../players/player-queries.ts';
import { findBattle, lockPlayerWithBattle } from './battle-queries.ts';

async function battleOf(db: DbOrTx, player: PlayerRow | null): Promise<BattleRow> {
  if (!player) throw new ApiError('UNAUTHORIZED');
  if (player.battleId === null) throw new ApiError('BATTLE_NOT_FOUND');
  return openBattle(await findBattle(db, { playerId: player.id, battleId: player.battleId }));
}

function openBattle(row: BattleRow | null): BattleRow {
  if (!row || row.settledAt !== null) throw new ApiError('BATTLE_NOT_FOUND');
  return row;
}

/** The player's current battle (players.battle_id), read without locks; BATTLE_NOT_FOUND when none. */
export async function readCurrentBattle(ctx: AppContext, playerId: number): Promise<BattleRow> {
  return battleOf(ctx.db, await findPlayerById(ctx.db, playerId));
}

/**
 * Runs `action` on the player's current battle in one transaction with the player's row locked, so
 * one player's battle calls apply one after another; each then re-validates against what it finds.
 */
export async function withCurrentBattle<T>(
  ctx: AppContext,
  playerId: number,
  action: (a: { tx: Tx; player: PlayerRow; battle: BattleRow; now: Date }) => Promise<T>,
): Promise<T> {
  const now = new Date(ctx.clock());
  return ctx.db.transaction(async (tx) => {
    const locked = await lockPlayerWithBattle(tx, playerId);
    if (!locked) throw new ApiError('UNAUTHORIZED');
    if (locked.player.battleId === null) throw new ApiError('BATTLE_NOT_FOUND');
    return action({ tx, player: locked.player, battle: openBattle(locked.battle), now });
  });
}
