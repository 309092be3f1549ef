import { describe, expect, it } from 'vitest';
import type { BattleSetup } from '@rol/rules/battle/battle-types';
import { looksAfterMove, replayArenaBattle } from './replay-moves.ts';

const hero = (id: number, attack: number, health: number) => ({
  id,
  imageId: 'hero_knight_m',
  warriorClass: 'human' as const,
  level: 5,
  attack,
  defence: 5,
  health,
  abilities: [],
});

/** Two heroes against one AI-played defender, both sides played by the AI as an arena defence is. */
const setup: BattleSetup = {
  kind: 'ARENA',
  placeId: null,
  teams: [[hero(1, 40, 200), hero(2, 40, 200)], [{ ...hero(-1, 10, 120) }]],
  controllers: ['player', 'ai'],
  consumables: [],
  rewards: {
    winnerReward: { gold: 0, experience: 0, items: [] },
    looserPenalty: { gold: 0, experience: 0, items: [] },
    healthPenalty: 0,
  },
};

describe('arena replay rebuilt for the battle scene', () => {
  it('gives the same moves for the same seed and log, and ends where the moves end', () => {
    const actions = Array.from({ length: 12 }, (_, i) => ({
      type: 'hit' as const,
      attackerId: (i % 2) + 1,
      defenderId: -1,
    }));
    // Hits after the end are refused: keep only the log the engine accepts.
    let log = actions;
    while (log.length > 0 && replayArenaBattle(setup, 7, log) === null) log = log.slice(0, -1);
    const first = replayArenaBattle(setup, 7, log);
    const again = replayArenaBattle(setup, 7, log);
    expect(first).not.toBeNull();
    expect(log.length).toBeGreaterThan(0);
    expect(first!.final.map((c) => c.health)).not.toEqual(first!.initial.map((c) => c.health));
    expect(again?.moves).toEqual(first?.moves);
    expect(first!.initial.map((c) => c.health)).toEqual([120, 200, 200]);
    let looks = first!.initial;
    for (const move of first!.moves) looks = looksAfterMove(looks, move);
    expect(looks.map((c) => c.health)).toEqual(first!.final.map((c) => c.health));
    expect(first!.classes[-1]).toBe('human');
  });

  it('draws both sides’ rank stars from the record, and none for a record without ranks', () => {
    const ranks = [
      { creatureId: 1, rank: 3 },
      { creatureId: 2, rank: 1 },
      { creatureId: -1, rank: 5 },
    ];
    const ranked = replayArenaBattle(setup, 7, [], ranks);
    expect(ranked!.initial.map((c) => [c.id, c.rank])).toEqual([
      [-1, 5],
      [1, 3],
      [2, 1],
    ]);
    expect(ranked!.final.map((c) => c.rank)).toEqual(ranked!.initial.map((c) => c.rank));
    expect(replayArenaBattle(setup, 7, [])!.initial.every((c) => c.rank === 0)).toBe(true);
  });

  it('refuses a log that does not fit the battle', () => {
    expect(replayArenaBattle(setup, 7, [{ type: 'hit', attackerId: -1, defenderId: 1 }])).toBeNull();
  });
});
