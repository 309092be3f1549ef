import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { artifactItems, type ArtifactItemRow } from '../db/schema/artifact-items.ts';

/** Every artifact the player owns, held or in the storage, oldest first. */
export async function listArtifactItems(db: DbOrTx, playerId: number): Promise<ArtifactItemRow[]> {
  return db
    .select()
    .from(artifactItems)
    .where(eq(artifactItems.playerId, playerId))
    .orderBy(asc(artifactItems.id));
}

/** The player's artifact item `itemId` (another player's is never found). */
export async function findArtifactItem(
  db: DbOrTx,
  params: { playerId: number; itemId: number },
): Promise<ArtifactItemRow | null> {
  const [row] = await db
    .select()
    .from(artifactItems)
    .where(and(eq(artifactItems.id, params.itemId), eq(artifactItems.playerId, params.playerId)));
  return row ?? null;
}

/** The artifacts a hero of the player holds now. */
export async function listHeldArtifacts(
  db: DbOrTx,
  params: { playerId: number; creatureId: number },
): Promise<ArtifactItemRow[]> {
  return db
    .select()
    .from(artifactItems)
    .where(and(eq(artifactItems.playerId, params.playerId), eq(artifactItems.creatureId, params.creatureId)))
    .orderBy(asc(artifactItems.id));
}

/** Moves the item to a hero, or to the storage with `creatureId` null. */
export async function setArtifactHolder(
  db: DbOrTx,
  params: { playerId: number; itemId: number; creatureId: number | null },
): Promise<ArtifactItemRow | null> {
  const [row] = await db
    .update(artifactItems)
    .set({ creatureId: params.creatureId })
    .where(and(eq(artifactItems.id, params.itemId), eq(artifactItems.playerId, params.playerId)))
    .returning();
  return row ?? null;
}

/** A new artifact in the player's storage (`source`: `place:<id>`, `battle:<id>`, …). */
export async function insertArtifactItem(
  db: DbOrTx,
  values: { playerId: number; artifactId: string; level: number; source: string; acquiredAt: Date },
): Promise<ArtifactItemRow> {
  const [row] = await db
    .insert(artifactItems)
    .values({ ...values, creatureId: null })
    .returning();
  if (!row) throw new Error('artifact insert returned nothing');
  return row;
}

/** Deletes the item (reforged); null when it is gone already or not the player's. */
export async function deleteArtifactItem(
  db: DbOrTx,
  params: { playerId: number; itemId: number },
): Promise<ArtifactItemRow | null> {
  const [row] = await db
    .delete(artifactItems)
    .where(and(eq(artifactItems.id, params.itemId), eq(artifactItems.playerId, params.playerId)))
    .returning();
  return row ?? null;
}
