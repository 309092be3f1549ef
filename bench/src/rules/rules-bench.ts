import { playBattlesForBench } from './bench-helpers.ts';
import { generateStairs } from '@rol/rules/road/places-in-range';
import { round } from '../stats.ts';

export interface RulesResult {
  battleHitsPerSecond: number;
  battleHits: number;
  battles: number;
  battleSeconds: number;
  placesPerSecond: number;
  places: number;
  placeSeconds: number;
}

/** Times `work` until at least `minMs` passed (at most `maxRuns` runs); returns units per second. */
function timed(work: () => number, minMs: number, maxRuns: number): { units: number; seconds: number } {
  work(); // warm-up: the JIT and any caches
  let units = 0;
  const started = performance.now();
  for (let run = 0; run < maxRuns && performance.now() - started < minMs; run += 1) units += work();
  return { units, seconds: (performance.now() - started) / 1000 };
}

/** The pure engine: battle blows resolved per second, and the road generator's places per second. */
export function runRules(seconds = 3): RulesResult {
  let battles = 0;
  const hits = timed(
    () => {
      const played = playBattlesForBench(20_000, 1, 40);
      battles += played.battles;
      return played.blows;
    },
    seconds * 1000,
    1000,
  );
  let fromStair = 1;
  const places = timed(
    () => {
      const count = generateStairs(20250115, fromStair, 500);
      fromStair += 500;
      return count;
    },
    seconds * 1000,
    10_000,
  );
  return {
    battleHitsPerSecond: round(hits.units / hits.seconds),
    battleHits: hits.units,
    battles,
    battleSeconds: round(hits.seconds, 2),
    placesPerSecond: round(places.units / places.seconds),
    places: places.units,
    placeSeconds: round(places.seconds, 2),
  };
}
