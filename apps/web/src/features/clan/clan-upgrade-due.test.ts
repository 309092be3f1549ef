import { describe, expect, it } from 'vitest';
import { dueUpgrade } from './clan-api.ts';

const NOW = 1_800_000_000_000;

describe('an ended clan building upgrade is recorded from the buildings panel', () => {
  it('names the first upgrade whose end has come, once per upgrade', () => {
    const buildings = [
      { type: 'EXPERIENCE', status: 'NORMAL', endsAt: null },
      { type: 'GEAR_FACTORY', status: 'PROCESSING', endsAt: NOW + 1 },
      { type: 'HALL_OF_FAME', status: 'PROCESSING', endsAt: NOW },
    ];
    expect(dueUpgrade(buildings, NOW)).toBe(`HALL_OF_FAME@${NOW}`);
    expect(dueUpgrade(buildings, NOW - 1)).toBeNull();
    expect(dueUpgrade(buildings, NOW + 1)).toBe(`GEAR_FACTORY@${NOW + 1}`);
  });

  it('names none while every upgrade still runs or none runs', () => {
    expect(dueUpgrade([{ type: 'EXPERIENCE', status: 'PROCESSING', endsAt: NOW + 60_000 }], NOW)).toBeNull();
    expect(dueUpgrade([{ type: 'EXPERIENCE', status: 'NORMAL', endsAt: null }], NOW)).toBeNull();
    expect(dueUpgrade([], NOW)).toBeNull();
  });

  it('gives a new key to the next upgrade of the same building', () => {
    const first = dueUpgrade([{ type: 'EXPERIENCE', status: 'PROCESSING', endsAt: NOW }], NOW);
    const second = dueUpgrade([{ type: 'EXPERIENCE', status: 'PROCESSING', endsAt: NOW + 3_600_000 }], NOW + 3_600_000);
    expect(first).not.toBe(second);
  });
});
