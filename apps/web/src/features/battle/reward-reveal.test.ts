import { describe, expect, it } from 'vitest';
import type { BattleResultDto } from '@rol/protocol/battle-dto';
import { fallenHeroes, revealLook, revealSteps, revealTimes } from './reward-reveal.ts';

const result = (patch: Partial<BattleResultDto>): BattleResultDto => ({
  battleId: 1,
  placeId: 1,
  won: true,
  reward: { gold: 0, experience: 0, items: [] },
  penalty: { gold: 0, healthPerHero: 0 },
  balances: {} as BattleResultDto['balances'],
  level: 2,
  currentExp: 0,
  maxExp: 100,
  levelsGained: 0,
  unlocks: [],
  creatures: [],
  position: {} as BattleResultDto['position'],
  ...patch,
});

describe('the reward moment', () => {
  it('reveals a win from the least to the best: gold, experience, potions, artifacts, the level, then the fallen', () => {
    const steps = revealSteps(
      result({
        reward: {
          gold: 40,
          experience: 12,
          items: [
            { kind: 'artifact', id: 'bronze_sword', count: 1 },
            { kind: 'consumable', id: 'healing_elixir', count: 2 },
          ],
        },
        levelsGained: 1,
        level: 3,
        creatures: [
          { creatureId: 7, health: 0, maxHealth: 55 },
          { creatureId: 8, health: 20, maxHealth: 60 },
        ],
      }),
    );
    expect(steps.map((s) => (s.kind === 'item' ? s.item.id : s.kind))).toEqual(['gold', 'experience', 'healing_elixir', 'bronze_sword', 'level', 'fallen']);
    expect(revealLook(steps[3]!).light).toBe('violet');
    expect(revealLook(steps[5]!).sound).toBe('death');
  });

  it('reveals a loss with the fallen first, then what was taken', () => {
    const steps = revealSteps(
      result({ won: false, penalty: { gold: 15, healthPerHero: 5 }, creatures: [{ creatureId: 3, health: 0, maxHealth: 60 }] }),
    );
    expect(steps.map((s) => s.kind)).toEqual(['fallen', 'gold-lost', 'health']);
  });

  it('names what a fall costs: the minutes back to full health at one a minute', () => {
    expect(fallenHeroes(result({ creatures: [{ creatureId: 3, health: 0, maxHealth: 60 }, { creatureId: 4, health: 1, maxHealth: 60 }] }))).toEqual([
      { creatureId: 3, maxHealth: 60, minutesToFull: 60 },
    ]);
  });

  it('spaces the steps one reveal apart, a new level a victory apart, faster when fast-forwarded', () => {
    const steps = revealSteps(result({ reward: { gold: 1, experience: 1, items: [] }, levelsGained: 1, creatures: [{ creatureId: 1, health: 0, maxHealth: 9 }] }));
    expect(revealTimes(steps)).toEqual([500, 1000, 1500, 2500]);
    expect(revealTimes(steps, 2)).toEqual([250, 500, 750, 1250]);
  });
});
