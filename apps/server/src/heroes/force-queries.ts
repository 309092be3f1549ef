import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { creatureForces } from '../db/schema/creature-forces.ts';
import type { HeroForce } from './hero-extras-query.ts';

/** The studied forces of one hero of the player. */
export async function listCreatureForces(
  db: DbOrTx,
  params: { playerId: number; creatureId: number },
): Promise<HeroForce[]> {
  return db
    .select({ creatureId: creatureForces.creatureId, forceId: creatureForces.forceId, rank: creatureForces.rank })
    .from(creatureForces)
    .where(and(eq(creatureForces.playerId, params.playerId), eq(creatureForces.creatureId, params.creatureId)));
}

/** Writes a completed force step: the force at `rank`, never lowering a rank already there. */
export async function raiseForceRank(
  db: DbOrTx,
  params: { playerId: number; creatureId: number; forceId: string; rank: number },
): Promise<void> {
  await db
    .insert(creatureForces)
    .values(params)
    .onConflictDoUpdate({
      target: [creatureForces.creatureId, creatureForces.forceId],
      set: { rank: sql`greatest(${creatureForces.rank}, excluded.rank)` },
    });
}
