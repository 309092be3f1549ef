import { describe, expect, it } from 'vitest';
import type { BattleCreatureDto } from '@rol/protocol/battle-dto';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { creatureLooks } from './creature-looks.ts';

const fighter = (id: number, team: 0 | 1): BattleCreatureDto => ({
  id,
  team,
  imageId: 'hero_knight_m',
  warriorClass: 'human',
  monsterId: null,
  level: 5,
  attack: 10,
  defence: 5,
  health: 50,
  maxHealth: 50,
  effects: [],
  immortality: 0,
  acted: false,
});

// Only the fields creatureLooks reads of the player's own heroes.
const ownHero = { id: 11, rank: 3, faction: 'light', artifacts: [{ id: 1 }, { id: 2 }] } as unknown as CreatureDto;

describe('creatureLooks', () => {
  it('counts the artifacts a hero of the player holds (its medallion’s gems), none for others', () => {
    const looks = creatureLooks([fighter(11, 0), fighter(-1, 1)], [ownHero]);
    expect(looks.map((l) => [l.id, l.artifacts])).toEqual([
      [-1, 0],
      [11, 2],
    ]);
  });

  it('draws the ranks the battle carries for both sides (an arena defender’s too)', () => {
    const looks = creatureLooks([fighter(-1, 1), fighter(11, 0)], [ownHero], [
      { creatureId: 11, rank: 2 },
      { creatureId: -1, rank: 5 },
    ]);
    expect(looks.map((l) => [l.id, l.rank])).toEqual([
      [-1, 5],
      [11, 2],
    ]);
  });

  it('falls back to the player’s own hero’s rank, and none for a fighter nobody ranks', () => {
    const looks = creatureLooks([fighter(11, 0), fighter(-1, 1)], [ownHero]);
    expect(looks.map((l) => [l.id, l.rank])).toEqual([
      [-1, 0],
      [11, 3],
    ]);
  });
});
