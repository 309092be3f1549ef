import { describe, expect, it } from 'vitest';
import {
  hoursUntil,
  SNOW_RETURN_MS,
  SNOW_WORLD,
  snowDoneBit,
  snowPlaces,
  snowStatus,
  snowStepRefusal,
  snowVisitSteps,
  snowWorldOpen,
} from './snow-world.ts';

describe('the snow world', () => {
  it('lays out the same stairs for the same seed: chests every 4th stair, a monster below each', () => {
    const places = snowPlaces(1234, 30);
    expect(places).toEqual(snowPlaces(1234, 30));
    expect(places).toHaveLength(SNOW_WORLD.stairs);
    for (const p of places) {
      if (p.stair % 4 === 0) expect(p.kind).toBe('CHEST');
      if (p.stair % 4 === 3) expect(p.kind).toBe('MONSTER');
    }
    const top = places[SNOW_WORLD.stairs - 2];
    expect(top?.kind === 'MONSTER' && top.guard.boss).toBe(true);
    expect(snowPlaces(99, 30)).not.toEqual(places);
  });

  it('grows with the best victory stair the visit starts from', () => {
    const low = snowPlaces(7, 1).find((p) => p.stair === 4);
    const high = snowPlaces(7, 200).find((p) => p.stair === 4);
    expect(low?.kind === 'CHEST' && high?.kind === 'CHEST').toBe(true);
    if (low?.kind === 'CHEST' && high?.kind === 'CHEST') expect(high.reward.GOLD).toBeGreaterThan(low.reward.GOLD ?? 0);
  });

  it('opens at the unlock level or with the clan building, whose pressure adds steps', () => {
    expect(snowWorldOpen(SNOW_WORLD.unlockLevel - 1, 0)).toBe(false);
    expect(snowWorldOpen(SNOW_WORLD.unlockLevel, 0)).toBe(true);
    expect(snowWorldOpen(1, 4)).toBe(true);
    // The snow days open it from the campaign level, not below.
    expect(snowWorldOpen(SNOW_WORLD.campaignLevel, 0, true)).toBe(true);
    expect(snowWorldOpen(SNOW_WORLD.campaignLevel - 1, 0, true)).toBe(false);
    expect(snowWorldOpen(SNOW_WORLD.campaignLevel, 0, false)).toBe(false);
    expect(snowVisitSteps(0)).toBe(SNOW_WORLD.baseSteps);
    expect(snowVisitSteps(6)).toBe(SNOW_WORLD.baseSteps + 6);
  });

  it('sends the hero home for six hours: OUT, IN, RETURNING, OUT again', () => {
    expect(snowStatus(null, 0)).toBe('OUT');
    expect(snowStatus({ returnsAtMs: null }, 0)).toBe('IN');
    expect(snowStatus({ returnsAtMs: SNOW_RETURN_MS }, SNOW_RETURN_MS - 60_000)).toBe('RETURNING');
    expect(snowStatus({ returnsAtMs: SNOW_RETURN_MS }, SNOW_RETURN_MS)).toBe('OUT');
    expect(hoursUntil(SNOW_RETURN_MS, 0)).toBe(6);
    expect(hoursUntil(SNOW_RETURN_MS, SNOW_RETURN_MS - 60_000)).toBe(1);
  });

  it('walks one stair at a time and never past a monster not beaten', () => {
    const places = snowPlaces(5, 10);
    expect(snowStepRefusal(places, { stair: 1, done: 0 }, 3)).toBe('SNOW_WORLD_BAD_STEP');
    expect(snowStepRefusal(places, { stair: 3, done: 0 }, 4)).toBe('SNOW_WORLD_BLOCKED');
    expect(snowStepRefusal(places, { stair: 3, done: snowDoneBit(3) }, 4)).toBeNull();
    expect(snowStepRefusal(places, { stair: SNOW_WORLD.stairs, done: 0 }, SNOW_WORLD.stairs + 1)).toBe('SNOW_WORLD_BAD_STEP');
  });
});
