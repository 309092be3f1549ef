import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { rowsFromJson } from '../db/json-rows.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { artifactItems, type ArtifactItemRow } from '../db/schema/artifact-items.ts';
import { PLAYERS_ID } from '../heroes/hero-extras-query.ts';
import type { SessionReads } from '../sessions/session-queries.ts';

// Artifacts are read and moved by every artifact page and action: prepared statements (planned
// once per connection).

/** Every artifact of the player whose id is `playerId` (PLAYERS_ID in a statement on `players`), oldest first, as one JSON array. */
function artifactItemsField(playerId: typeof PLAYERS_ID) {
  return sql<unknown>`coalesce((select json_agg(to_jsonb(a) order by a.id asc)
    from ${artifactItems} a where a.player_id = ${playerId}), '[]'::json)`;
}

/** Every artifact the player owns, held or in the storage, oldest first, read in the session's statement. */
export const artifactItemsSessionReads: SessionReads<ArtifactItemRow[]> = {
  name: 'session_artifact_items',
  fields: { artifacts: artifactItemsField(PLAYERS_ID) },
  decode: (fields) => rowsFromJson(artifactItems, fields.artifacts),
};

const itemOfPlayer = and(
  eq(artifactItems.id, sql.placeholder('itemId')),
  eq(artifactItems.playerId, sql.placeholder('playerId')),
);

const artifactItemOf = preparedQuery('artifact_item_of_player', (db, name) =>
  db.select().from(artifactItems).where(itemOfPlayer).prepare(name),
);

/** The player's artifact item `itemId` (another player's is never found). */
export async function findArtifactItem(
  db: DbOrTx,
  params: { playerId: number; itemId: number },
): Promise<ArtifactItemRow | null> {
  const [row] = await artifactItemOf(db, params);
  return row ?? null;
}

const artifactHolderSet = preparedQuery('artifact_holder_set', (db, name) =>
  db
    .update(artifactItems)
    .set({ creatureId: sql`${sql.placeholder('creatureId')}::int` })
    .where(itemOfPlayer)
    .returning()
    .prepare(name),
);

/** Moves the item to a hero, or to the storage with `creatureId` null. */
export async function setArtifactHolder(
  db: DbOrTx,
  params: { playerId: number; itemId: number; creatureId: number | null },
): Promise<ArtifactItemRow | null> {
  const [row] = await artifactHolderSet(db, params);
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
