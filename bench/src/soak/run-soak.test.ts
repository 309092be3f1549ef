import { describe, expect, it } from 'vitest';
import { sampleSquad } from '@rol/rules/test/sample-squad';
import { playMobBattle } from '../rules/bench-helpers.ts';
import { placeById } from '@rol/rules/road/places-in-range';
import { placeIdOf } from '@rol/rules/road/road-place';
import { DEFAULT_WORLD_SEED } from '../../../apps/server/src/app-config.ts';
import { SOAK_SQUAD_LEVEL } from './run-soak.ts';

/** The guard of `stair` (slot 0) on the game's default world against a fresh squad of `level`. */
function winsGuard(stair: number, level: number, heroes: number): boolean {
  const place = placeById(DEFAULT_WORLD_SEED, placeIdOf(stair, 0));
  if (!place) throw new Error(`no guard on stair ${stair}`);
  const played = playMobBattle(place, sampleSquad(heroes, level), stair);
  if (!played) throw new Error(`the battle on stair ${stair} did not play`);
  return played.won;
}

describe('the soak squads', () => {
  // A 10-minute soak at 1,244 calls/s climbed past stair 300; at 2,000 calls/s it would reach about
  // 600. The bench players' squad is two heroes (a knight and a wolf).
  it('win every guard far beyond where a 10-minute soak climbs', () => {
    for (const stair of [500, 1000, 2000, 3000])
      expect(winsGuard(stair, SOAK_SQUAD_LEVEL, 2), `stair ${stair}`).toBe(true);
  });

  it('are needed: a squad of level 300 no longer wins there', () => {
    expect(winsGuard(2000, 300, 2)).toBe(false);
  });
});
