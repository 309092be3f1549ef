import { describe, expect, it } from 'vitest';
import type { HeroLoadout } from '../battle/combatants.ts';
import { arenaBattleSetup, arenaFighterRanks } from './arena-battle.ts';

const hero = (id: number, rank: number): HeroLoadout => ({
  id,
  warriorClass: 'human',
  imageId: 'hero_knight_m',
  level: 5,
  rank,
  forces: [],
  artifacts: [],
  skills: [],
});

describe('arenaFighterRanks', () => {
  it('gives every combatant of the arena setup its rank, by the id it fights under', () => {
    const squad = [hero(11, 3), hero(12, 1)];
    const defence = [hero(40, 5), hero(41, 2), hero(42, 4)];
    const setup = arenaBattleSetup({ squad, defence, winGold: 10 });
    if ('error' in setup) throw new Error(setup.error);
    const ranks = arenaFighterRanks(squad, defence);
    const ids = setup.teams.flat().map((c) => c.id);
    expect(ranks.map((r) => r.creatureId)).toEqual(ids);
    expect(ranks).toEqual([
      { creatureId: 11, rank: 3 },
      { creatureId: 12, rank: 1 },
      { creatureId: -1, rank: 5 },
      { creatureId: -2, rank: 2 },
      { creatureId: -3, rank: 4 },
    ]);
  });
});
