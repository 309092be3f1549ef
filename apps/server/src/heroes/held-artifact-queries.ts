import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { artifactItems } from '../db/schema/artifact-items.ts';

/** Puts every artifact a hero holds back into the player's storage. */
export async function returnHeldArtifacts(
  db: DbOrTx,
  params: { playerId: number; creatureId: number },
): Promise<void> {
  await db
    .update(artifactItems)
    .set({ creatureId: null })
    .where(and(eq(artifactItems.playerId, params.playerId), eq(artifactItems.creatureId, params.creatureId)));
}
