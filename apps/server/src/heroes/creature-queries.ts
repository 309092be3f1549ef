import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { creatures, type CreatureRow, type NewCreatureRow } from '../db/schema/creatures.ts';

// Every hero action finds its hero: a prepared statement (planned once per connection).
const creatureOfPlayer = preparedQuery('creature_of_player', (db, name) =>
  db
    .select()
    .from(creatures)
    .where(
      and(
        eq(creatures.playerId, sql.placeholder('playerId')),
        eq(creatures.id, sql.placeholder('creatureId')),
      ),
    )
    .prepare(name),
);

/** One hero of the player; null for an unknown id or another player's hero. */
export async function findCreature(
  db: DbOrTx,
  params: { playerId: number; creatureId: number },
): Promise<CreatureRow | null> {
  const [row] = await creatureOfPlayer(db, params);
  return row ?? null;
}

/** The player's heroes among `creatureIds` (unknown and other players' ids are left out). */
export async function listCreaturesByIds(
  db: DbOrTx,
  params: { playerId: number; creatureIds: readonly number[] },
): Promise<CreatureRow[]> {
  if (params.creatureIds.length === 0) return [];
  return db
    .select()
    .from(creatures)
    .where(and(eq(creatures.playerId, params.playerId), inArray(creatures.id, [...params.creatureIds])));
}

/** Writes a completed rank step: the hero at `rank`, never lowering it. */
export async function raiseCreatureRank(
  db: DbOrTx,
  params: { playerId: number; creatureId: number; rank: number },
): Promise<void> {
  await db
    .update(creatures)
    .set({ rank: sql`greatest(${creatures.rank}, ${params.rank})` })
    .where(and(eq(creatures.playerId, params.playerId), eq(creatures.id, params.creatureId)));
}

export async function updateCreature(
  db: DbOrTx,
  params: { playerId: number; creatureId: number; patch: Partial<NewCreatureRow> },
): Promise<void> {
  await db
    .update(creatures)
    .set(params.patch)
    .where(and(eq(creatures.playerId, params.playerId), eq(creatures.id, params.creatureId)));
}

/** Raises each of the heroes one level. */
export async function raiseCreatureLevels(
  db: DbOrTx,
  params: { playerId: number; creatureIds: readonly number[] },
): Promise<void> {
  await db
    .update(creatures)
    .set({ level: sql`${creatures.level} + 1` })
    .where(and(eq(creatures.playerId, params.playerId), inArray(creatures.id, [...params.creatureIds])));
}

/** Adds to a hero's reforge and exchange bonus. */
export async function addCreatureBonus(
  db: DbOrTx,
  params: {
    playerId: number;
    creatureId: number;
    bonus: { attack: number; defence: number; health: number };
  },
): Promise<void> {
  const { attack, defence, health } = params.bonus;
  await db
    .update(creatures)
    .set({
      bonusAttack: sql`${creatures.bonusAttack} + ${attack}`,
      bonusDefence: sql`${creatures.bonusDefence} + ${defence}`,
      bonusHealth: sql`${creatures.bonusHealth} + ${health}`,
    })
    .where(and(eq(creatures.playerId, params.playerId), eq(creatures.id, params.creatureId)));
}

/** Takes every hero of the player out of the squad (before the new squad is written). */
export async function clearSquad(db: DbOrTx, playerId: number): Promise<void> {
  await db
    .update(creatures)
    .set({ inSquad: false, slot: null })
    .where(and(eq(creatures.playerId, playerId), or(eq(creatures.inSquad, true), isNotNull(creatures.slot))));
}

/** Deletes a hero of the player (its forces and steps go with it; its artifacts return to the storage). */
export async function deleteCreature(
  db: DbOrTx,
  params: { playerId: number; creatureId: number },
): Promise<boolean> {
  const rows = await db
    .delete(creatures)
    .where(and(eq(creatures.playerId, params.playerId), eq(creatures.id, params.creatureId)))
    .returning({ id: creatures.id });
  return rows.length > 0;
}
