import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { placeholdersFor, preparedQuery } from '../db/prepared-query.ts';
import { creatureForces } from '../db/schema/creature-forces.ts';
import type { HeroForce } from './hero-extras-query.ts';

// Read and written by every force step: prepared statements (planned once per connection).
const forcesOfCreature = preparedQuery('forces_of_creature', (db, name) =>
  db
    .select({
      creatureId: creatureForces.creatureId,
      forceId: creatureForces.forceId,
      rank: creatureForces.rank,
    })
    .from(creatureForces)
    .where(
      and(
        eq(creatureForces.playerId, sql.placeholder('playerId')),
        eq(creatureForces.creatureId, sql.placeholder('creatureId')),
      ),
    )
    .prepare(name),
);

/** The studied forces of one hero of the player. */
export async function listCreatureForces(
  db: DbOrTx,
  params: { playerId: number; creatureId: number },
): Promise<HeroForce[]> {
  return forcesOfCreature(db, params);
}

const forceRankRaised = preparedQuery('force_rank_raised', (db, name) =>
  db
    .insert(creatureForces)
    .values(
      placeholdersFor([
        'playerId',
        'creatureId',
        'forceId',
        'rank',
      ]) as unknown as typeof creatureForces.$inferInsert,
    )
    .onConflictDoUpdate({
      target: [creatureForces.creatureId, creatureForces.forceId],
      set: { rank: sql`greatest(${creatureForces.rank}, excluded.rank)` },
    })
    .prepare(name),
);

/** Writes a completed force step: the force at `rank`, never lowering a rank already there. */
export async function raiseForceRank(
  db: DbOrTx,
  params: { playerId: number; creatureId: number; forceId: string; rank: number },
): Promise<void> {
  await forceRankRaised(db, params);
}
