import { describe, expect, it } from 'vitest';
import { itemsKits } from './items-player.ts';

describe('itemsKits', () => {
  it('keys each artifact and hero by its player, numbers as the driver may send them', () => {
    const kits = itemsKits([
      { player_id: 7, artifact_id: '31', creature_id: 12 },
      { player_id: '8', artifact_id: 32, creature_id: '14' },
    ]);
    expect([...kits]).toEqual([
      [7, { artifactId: 31, creatureId: 12 }],
      [8, { artifactId: 32, creatureId: 14 }],
    ]);
  });

  it('leaves out a player without a hero that may hold the artifact', () => {
    expect(itemsKits([{ player_id: 9, artifact_id: 33, creature_id: null }]).size).toBe(0);
  });
});
