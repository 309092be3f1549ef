import type { Db, Tx } from '../db/database.ts';
import type { BattleRow } from '../db/schema/battles.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { ApiError } from '../http/api-error.ts';
import { lockPlayer } from './player-queries.ts';

/**
 * A player whose row is already locked inside the open transaction `tx`: an action route
 * (`apiRoute` with `locksPlayer`) opens the transaction and locks the row in its session lookup.
 */
export interface LockedPlayer {
  readonly tx: Tx;
  readonly player: PlayerRow;
  /**
   * With `locksPlayer: 'with-battle'`: the player's current battle, locked and read in the same
   * statement, or null when it must be read after the lock (no battle, or it changed during the wait).
   */
  readonly battle?: BattleRow | null;
}

/** Whom an action is for: a player id, or a player already locked in the route's transaction. */
export type ActingPlayer = number | LockedPlayer;

/**
 * Runs `action` in one transaction with the player's row locked (one action at a time per player):
 * for a player id, a new transaction that locks the row first (UNAUTHORIZED when it is gone); for a
 * locked player, the route's own transaction — the lookup and the lock were one statement.
 */
export async function inPlayerTransaction<T>(
  db: Db,
  who: ActingPlayer,
  action: (tx: Tx, player: PlayerRow) => Promise<T>,
): Promise<T> {
  if (typeof who !== 'number') return action(who.tx, who.player);
  return db.transaction(async (tx) => {
    const player = await lockPlayer(tx, who);
    if (!player) throw new ApiError('UNAUTHORIZED');
    return action(tx, player);
  });
}
