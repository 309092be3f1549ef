import { and, eq, sql, type SQL } from 'drizzle-orm';
import { isBoosterId, type BoosterSlot, type BoosterWindow } from '@rol/rules/economy/boosters';
import type { DbOrTx } from '../db/database.ts';
import { jsonValue } from '../db/json-rows.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { playerBoosters } from '../db/schema/player-boosters.ts';

/** A set window read as JSON (hero extras): null when absent or not a known set. */
export function setWindowOf(json: unknown): BoosterWindow | null {
  if (json === null || json === undefined) return null;
  const value = jsonValue<{ boosterId: string; startedAt: number | string; endsAt: number | string }>(
    json as string,
  );
  if (!isBoosterId(value.boosterId)) return null;
  return { boosterId: value.boosterId, startedAt: Number(value.startedAt), endsAt: Number(value.endsAt) };
}

export type BoosterSlots = Record<BoosterSlot, BoosterWindow | null>;

const windowsOfPlayer = preparedQuery('booster_windows_of_player', (db, name) =>
  db
    .select({
      slot: playerBoosters.slot,
      boosterId: playerBoosters.boosterId,
      startedAt: playerBoosters.startedAt,
      endsAt: playerBoosters.endsAt,
    })
    .from(playerBoosters)
    .where(eq(playerBoosters.playerId, sql.placeholder('playerId')))
    .prepare(name),
);

/** The window of each slot (running or over), null for a slot never used. */
export async function loadBoosterSlots(db: DbOrTx, playerId: number): Promise<BoosterSlots> {
  return boosterSlotsOf(await windowsOfPlayer(db, { playerId }));
}

/** The slots of the player's booster rows (as read, or as JSON with times as text). */
export function boosterSlotsOf(
  rows: readonly { slot: string; boosterId: string; startedAt: Date | string; endsAt: Date | string }[],
): BoosterSlots {
  const slots: BoosterSlots = { experience: null, set: null };
  for (const row of rows) {
    if (!isBoosterId(row.boosterId) || (row.slot !== 'experience' && row.slot !== 'set')) continue;
    slots[row.slot] = {
      boosterId: row.boosterId,
      startedAt: new Date(row.startedAt).getTime(),
      endsAt: new Date(row.endsAt).getTime(),
    };
  }
  return slots;
}

/**
 * SQL for the player's booster rows as a JSON array (`boosterSlotsOf` reads it), for a statement
 * that carries them with its own result.
 */
export const BOOSTER_ROWS_JSON = (playerId: SQL) =>
  sql`(select coalesce(json_agg(json_build_object('slot', ${playerBoosters.slot}, 'boosterId', ${playerBoosters.boosterId},
    'startedAt', ${playerBoosters.startedAt}, 'endsAt', ${playerBoosters.endsAt})), '[]'::json)
    from ${playerBoosters} where ${playerBoosters.playerId} = ${playerId})`;

/** Writes the slot's window (one row per slot). */
export async function storeBoosterWindow(
  db: DbOrTx,
  params: { playerId: number; slot: BoosterSlot; window: BoosterWindow },
): Promise<void> {
  const values = {
    boosterId: params.window.boosterId,
    startedAt: new Date(params.window.startedAt),
    endsAt: new Date(params.window.endsAt),
  };
  await db
    .insert(playerBoosters)
    .values({ playerId: params.playerId, slot: params.slot, ...values })
    .onConflictDoUpdate({ target: [playerBoosters.playerId, playerBoosters.slot], set: values });
}

/** Drops the player's windows (tests and staff tools; a window otherwise ends by its timestamp). */
export async function clearBoosterSlot(db: DbOrTx, playerId: number, slot: BoosterSlot): Promise<void> {
  await db.delete(playerBoosters).where(and(eq(playerBoosters.playerId, playerId), eq(playerBoosters.slot, slot)));
}
