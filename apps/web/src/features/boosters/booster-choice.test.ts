import { describe, expect, it } from 'vitest';
import { boosterChoice } from './booster-choice.ts';

const gold = { slot: 'set' as const, boosterId: 'gold' as const, startedAt: 0, endsAt: 1000 };

describe('boosterChoice', () => {
  it('activates in a free slot, prolongs the same booster, replaces another of the slot', () => {
    expect(boosterChoice('silver', 'set', [], 10)).toEqual({ action: 'activate', running: null });
    expect(boosterChoice('gold', 'set', [gold], 10)).toEqual({ action: 'prolong', running: gold });
    expect(boosterChoice('platinum', 'set', [gold], 10)).toEqual({ action: 'replace', running: gold });
    expect(boosterChoice('experience', 'experience', [gold], 10).action).toBe('activate');
  });

  it('counts a booster past its end as over', () => {
    expect(boosterChoice('gold', 'set', [gold], 1000).action).toBe('activate');
  });
});
