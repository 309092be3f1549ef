import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { battles, type BattleRow, type NewBattleRow } from '../db/schema/battles.ts';

export async function insertBattle(db: DbOrTx, values: NewBattleRow): Promise<BattleRow> {
  const [row] = await db.insert(battles).values(values).returning();
  if (!row) throw new Error('battle insert returned nothing');
  return row;
}

/** The player's battle `battleId` (scoped to the player: another player's battle is never found). */
export async function findBattle(
  db: DbOrTx,
  params: { playerId: number; battleId: number },
): Promise<BattleRow | null> {
  const [row] = await db
    .select()
    .from(battles)
    .where(and(eq(battles.id, params.battleId), eq(battles.playerId, params.playerId)));
  return row ?? null;
}

/**
 * Stores an engine step with a compare-and-set on `version` (DESIGN §4): null when another call
 * changed the battle since it was read, so a step is never applied on a stale state.
 */
export async function saveBattleStep(
  db: DbOrTx,
  row: BattleRow,
  patch: Pick<BattleRow, 'state' | 'actions' | 'engineState' | 'rng' | 'moves' | 'winnerTeam' | 'updatedAt'>,
): Promise<BattleRow | null> {
  const [updated] = await db
    .update(battles)
    .set({ ...patch, version: sql`${battles.version} + 1` })
    .where(and(eq(battles.id, row.id), eq(battles.version, row.version), isNull(battles.settledAt)))
    .returning();
  return updated ?? null;
}

/** Marks the battle settled once (compare-and-set on `settled_at`): false when it already was. */
export async function markBattleSettled(db: DbOrTx, row: BattleRow, now: Date): Promise<boolean> {
  const updated = await db
    .update(battles)
    .set({ settledAt: now, updatedAt: now, version: sql`${battles.version} + 1` })
    .where(and(eq(battles.id, row.id), eq(battles.version, row.version), isNull(battles.settledAt)))
    .returning({ id: battles.id });
  return updated.length === 1;
}
