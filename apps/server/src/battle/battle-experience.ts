import { LEVEL_UNLOCK_KEYS } from '@rol/protocol/battle-dto';
import { addExperience, experienceToNextLevel } from '@rol/rules/experience';
import { UNLOCKS } from '@rol/rules/unlocks';

type LevelUnlock = (typeof LEVEL_UNLOCK_KEYS)[number];

/** The §9 unlocks whose level lies in (fromLevel, toLevel]: what a level-up has just opened. */
export function unlocksReached(fromLevel: number, toLevel: number): LevelUnlock[] {
  return LEVEL_UNLOCK_KEYS.filter((key) => UNLOCKS[key] > fromLevel && UNLOCKS[key] <= toLevel);
}

/** Experience added to the player's level (rules `addExperience`), with the levels and unlocks gained. */
export function creditExperience(player: { level: number; currentExp: number }, gained: number) {
  const next = addExperience(player.level, player.currentExp, gained);
  return {
    level: next.level,
    currentExp: next.currentExp,
    maxExp: experienceToNextLevel(next.level),
    levelsGained: next.level - player.level,
    unlocks: unlocksReached(player.level, next.level),
  };
}
