import type { ArtifactItemDto } from '@rol/protocol/hero-dto';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { addBackpackItem } from '../../src/backpack/backpack-queries.ts';
import { insertArtifactItem } from '../../src/artifacts/artifact-queries.ts';
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

/** POST /api/artifact/give as `token`. */
export const giveArtifact = (t: TestApp, token: string, artifactId: number, creatureId: number) =>
  t.post('/api/artifact/give', { artifactId, creatureId }, { token });

/** POST /api/artifact/take as `token`. */
export const takeArtifact = (t: TestApp, token: string, artifactId: number) =>
  t.post('/api/artifact/take', { artifactId }, { token });

export async function grantConsumable(
  t: TestApp,
  playerId: number,
  consumableId: string,
  count = 1,
): Promise<void> {
  await addBackpackItem(t.db, { playerId, consumableId, count });
}

// Balances, heroes and players are set the way the heroes tests set them.
export { credit, heroIds, setBalance, setHero, setPlayer } from '../heroes/hero-test-kit.ts';

export type HeroAnswer = { artifact: ArtifactItemDto; creature: CreatureDto };
