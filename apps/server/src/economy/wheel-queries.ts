import { eq } from 'drizzle-orm';
import { isRngState, type RngState } from '@rol/rules/random/prng';
import type { DbOrTx } from '../db/database.ts';
import { playerWheels, type PlayerWheelRow } from '../db/schema/player-wheels.ts';

export async function loadWheel(db: DbOrTx, playerId: number): Promise<PlayerWheelRow | null> {
  const [row] = await db.select().from(playerWheels).where(eq(playerWheels.playerId, playerId));
  return row ?? null;
}

/** The stored random state, or null when it is missing or malformed (the seed is used then). */
export function wheelStateOf(row: PlayerWheelRow | null): RngState | null {
  return row && isRngState(row.rngState) ? row.rngState : null;
}

/** Writes the whole wheel row (the caller holds the player's row lock). */
export async function storeWheel(
  db: DbOrTx,
  values: Omit<PlayerWheelRow, 'rngState'> & { rngState: RngState },
): Promise<void> {
  const row = { ...values, rngState: [...values.rngState] as [number, number, number, number] };
  await db.insert(playerWheels).values(row).onConflictDoUpdate({ target: playerWheels.playerId, set: row });
}
