import { applyBattleAction } from '@rol/rules/battle/apply-action';
import type { BattleRewards, BattleSetup } from '@rol/rules/battle/battle-types';
import { mobBattleSetup } from '@rol/rules/battle/mob-battle';
import { chooseAiHit } from '@rol/rules/battle/monster-ai';
import { startBattle } from '@rol/rules/battle/start-battle';
import { heroDisplayStats } from '@rol/rules/heroes/hero-stats';
import type { RoadPlace } from '@rol/rules/road/road-place';
import type { SimHero } from './sim-model.ts';

/** A guard battle's outcome: who won, the heroes' health after it, the player's blows, the rewards. */
export interface SimBattleResult {
  won: boolean;
  health: Map<number, number>;
  blows: number;
  rewards: BattleRewards;
}

/**
 * A hero's road maximum health, as the server keeps it: the max health a battle starts the hero at
 * alone, with its own passive health effects (heroes/hero-stats.ts).
 */
export function roadMaxHealth(hero: SimHero): number {
  return heroDisplayStats(hero.loadout).maxHealth;
}

/**
 * Plays the MOB battle against `place`'s guard with the living heroes at their road health, through
 * the real engine (mobBattleSetup, startBattle, applyBattleAction). The player's blows are chosen
 * like the monsters' (monster-ai `chooseAiHit` for team 0): kill when possible, else the blow that
 * takes the largest share of a dangerous enemy's health.
 */
export function playGuardBattle(place: RoadPlace, heroes: readonly SimHero[], seed: number): SimBattleResult {
  const alive = heroes.filter((h) => h.health > 0);
  const built = mobBattleSetup({ place, squad: alive.map((h) => h.loadout), seed });
  if ('error' in built) throw new Error(`sim: cannot set up the battle (${built.error})`);
  const healthOf = new Map(alive.map((h) => [h.loadout.id, h.health]));
  const setup: BattleSetup = {
    ...built,
    teams: [
      built.teams[0].map((c) => ({ ...c, startHealth: healthOf.get(c.id) ?? c.health })),
      built.teams[1],
    ],
  };
  let { state, rng } = startBattle(setup, seed);
  let blows = 0;
  while (state.status === 'IN_PROGRESS') {
    const choice = chooseAiHit(state, 0);
    const step = applyBattleAction(state, choice ? { type: 'hit', ...choice } : { type: 'skip' }, rng);
    if ('error' in step) throw new Error(`sim: the engine refused a blow (${step.error})`);
    ({ state, rng } = step);
    blows += 1;
  }
  const health = new Map<number, number>();
  for (const c of state.creatures) if (c.team === 0) health.set(c.id, Math.max(0, c.health));
  return { won: state.winnerTeam === 0, health, blows, rewards: state.rewards };
}
