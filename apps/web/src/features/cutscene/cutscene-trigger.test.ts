import { describe, expect, it } from 'vitest';
import type { PlayerInfoDto } from '@rol/protocol/player-dto';
import { openingDue, partOfScript, partReached, storyMarker } from './cutscene-trigger.ts';

function info(over: { markers?: string[]; finished?: boolean; creatures?: number; battleId?: number | null } = {}): PlayerInfoDto {
  return {
    player: {
      creatures: Array.from({ length: over.creatures ?? 1 }, (_, i) => ({ id: i + 1 })),
      battleId: over.battleId ?? null,
      tutorial: { done: [], next: 'WALK', finished: over.finished ?? false },
      playerMarkers: (over.markers ?? []).map((playerMarker) => ({ playerMarker })),
    },
  } as unknown as PlayerInfoDto;
}

describe('story cutscene triggers', () => {
  it('names the marker and the part of a story script', () => {
    expect(storyMarker(3)).toBe('story_part_3');
    expect(partOfScript('story_part_7')).toBe(7);
    expect(partOfScript('nun')).toBeNull();
  });

  it('plays the opening for a new player in the tutorial until part 1 is seen', () => {
    expect(openingDue(info(), [])).toBe(true);
    expect(openingDue(info({ markers: ['story_part_1'] }), [])).toBe(false);
    expect(openingDue(info(), [1])).toBe(false);
    expect(openingDue(info({ finished: true }), [])).toBe(false);
    expect(openingDue(info({ creatures: 0 }), [])).toBe(false);
    expect(openingDue(info({ battleId: 4 }), [])).toBe(false);
    expect(openingDue(null, [])).toBe(false);
  });

  it('plays a part when the squad first reaches its stair, never part 1 and never one seen', () => {
    expect(partReached(info(), 9, 10, [])).toBe(2);
    expect(partReached(info(), 10, 11, [])).toBeNull();
    expect(partReached(info(), 8, 9, [])).toBeNull();
    expect(partReached(info(), 0, 1, [])).toBeNull();
    expect(partReached(info({ markers: ['story_part_2'] }), 9, 10, [])).toBeNull();
    expect(partReached(info(), 9, 10, [2])).toBeNull();
    expect(partReached(info(), 10, 9, [])).toBeNull();
  });

  it('plays the highest unseen part a jump passes', () => {
    expect(partReached(info(), 5, 120, [])).toBe(5);
    expect(partReached(info({ markers: ['story_part_5'] }), 5, 120, [])).toBe(4);
    expect(partReached(info(), 4000, 6000, [])).toBe(10);
  });
});
