import type { DbOrTx, Tx } from '../db/database.ts';
import type { BattleRow } from '../db/schema/battles.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { findPlayerById } from '../players/player-queries.ts';
import { findBattle } from './battle-queries.ts';

async function battleOf(db: DbOrTx, player: PlayerRow | null, locked?: BattleRow | null): Promise<BattleRow> {
  if (!player) throw new ApiError('UNAUTHORIZED');
  if (player.battleId === null) throw new ApiError('BATTLE_NOT_FOUND');
  const row = locked ?? (await findBattle(db, { playerId: player.id, battleId: player.battleId }));
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
  who: ActingPlayer,
  action: (a: { tx: Tx; player: PlayerRow; battle: BattleRow; now: Date }) => Promise<T>,
): Promise<T> {
  const now = new Date(ctx.clock());
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    // The battle as the route locked it with the player (`locksPlayer: 'with-battle'`), or read in
    // its own statement after the lock is held: either way it includes every battle call of the player
    // that committed while this one waited (read unlocked in the locking statement, it would come
    // from the snapshot taken before the wait, and the step's compare-and-set would fail).
    const battle = await battleOf(tx, player, typeof who === 'number' ? null : who.battle);
    return action({ tx, player, battle, now });
  });
}
