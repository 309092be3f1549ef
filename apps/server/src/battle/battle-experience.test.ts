import { describe, expect, it } from 'vitest';
import { experienceToNextLevel } from '@rol/rules/experience';
import { creditExperience, unlocksReached } from './battle-experience.ts';

describe('battle experience', () => {
  it('names the §9 unlocks whose level a level-up reaches, once', () => {
    expect(unlocksReached(3, 4)).toEqual(['arenaButtonLevel']);
    expect(unlocksReached(7, 10)).toEqual(['arenaLevel', 'clanButtonLevel', 'chatLevel', 'forumLevel']);
    expect(unlocksReached(8, 8)).toEqual([]);
    expect(unlocksReached(14, 15)).toEqual(['clanJoinLevel', 'giftsLevel']);
  });

  it('adds experience with level-ups', () => {
    expect(creditExperience({ level: 3, currentExp: 0 }, experienceToNextLevel(3) + 1)).toEqual({
      level: 4,
      currentExp: 1,
      maxExp: experienceToNextLevel(4),
      levelsGained: 1,
      unlocks: ['arenaButtonLevel'],
    });
    expect(creditExperience({ level: 5, currentExp: 2 }, 0)).toMatchObject({
      level: 5,
      currentExp: 2,
      levelsGained: 0,
    });
  });
});
