import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { BattleRow } from '../db/schema/battles.ts';
import { players, type PlayerRow } from '../db/schema/players.ts';
import { actionTransaction } from './action-scope.ts';
import { ApiError } from './api-error.ts';

/**
 * Locks the player row for the rest of the transaction (one action at a time per player). Every
 * player lock is FOR NO KEY UPDATE: it excludes the player's other actions just as well, but not the
 * key-share locks of rows that point at the player (another player's mail or private chat message),
 * so two players writing to each other under their own locks cannot deadlock.
 */
const playerForUpdate = preparedQuery('player_for_update', (db, name) =>
  db
    .select()
    .from(players)
    .where(eq(players.id, sql.placeholder('playerId')))
    .for('no key update')
    .prepare(name),
);

export async function lockPlayer(db: DbOrTx, playerId: number): Promise<PlayerRow | null> {
  const [row] = await playerForUpdate(db, { playerId });
  return row ?? null;
}

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
  return actionTransaction(db, async (tx) => {
    const player = await lockPlayer(tx, who);
    if (!player) throw new ApiError('UNAUTHORIZED');
    return action(tx, player);
  });
}
