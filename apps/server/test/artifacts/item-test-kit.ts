import { asc, eq } from 'drizzle-orm';
import type { ArtifactItemDto } from '@rol/protocol/hero-dto';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { addBackpackItem } from '../../src/backpack/backpack-queries.ts';
import { insertArtifactItem } from '../../src/artifacts/artifact-queries.ts';
import type { Tx } from '../../src/db/database.ts';
import { creatures } from '../../src/db/schema/creatures.ts';
import { players } from '../../src/db/schema/players.ts';
import { applyLedger } from '../../src/ledger/apply-ledger.ts';
import type { Resource } from '../../src/ledger/resources.ts';
import type { TestApp } from '../test-app.ts';

/** An artifact straight into the player's storage (as a road place or a battle would give it). */
export async function grantArtifact(
  t: TestApp,
  playerId: number,
  artifactId: string,
  level = 1,
): Promise<number> {
  const row = await insertArtifactItem(t.db, {
    playerId,
    artifactId,
    level,
    source: 'test',
    acquiredAt: new Date(t.clock()),
  });
  return row.id;
}

export async function grantConsumable(
  t: TestApp,
  playerId: number,
  consumableId: string,
  count = 1,
): Promise<void> {
  await addBackpackItem(t.db, { playerId, consumableId, count });
}

/** Credits a balance through the ledger (so the ledger check still holds). */
export function credit(t: TestApp, playerId: number, resource: Resource, delta: number) {
  return t.db.transaction((tx: Tx) =>
    applyLedger(tx, { playerId, resource, delta, reason: 'test-credit', now: new Date(t.clock()) }),
  );
}

/** Sets a balance to `value` through the ledger (new players start with some resources). */
export async function setBalance(t: TestApp, playerId: number, resource: Resource, value: number) {
  const [row] = await t.db.select().from(players).where(eq(players.id, playerId));
  const delta = value - (row?.[resource] ?? 0);
  if (delta !== 0) await credit(t, playerId, resource, delta);
}

/** The player's hero ids, oldest first (the own hero, then the companion). */
export async function heroIds(t: TestApp, playerId: number): Promise<number[]> {
  const rows = await t.db
    .select({ id: creatures.id })
    .from(creatures)
    .where(eq(creatures.playerId, playerId))
    .orderBy(asc(creatures.id));
  return rows.map((r) => r.id);
}

export async function setHero(t: TestApp, creatureId: number, patch: Partial<typeof creatures.$inferInsert>) {
  await t.db.update(creatures).set(patch).where(eq(creatures.id, creatureId));
}

export async function setPlayer(t: TestApp, playerId: number, patch: Partial<typeof players.$inferInsert>) {
  await t.db.update(players).set(patch).where(eq(players.id, playerId));
}

export type HeroAnswer = { artifact: ArtifactItemDto; creature: CreatureDto };
