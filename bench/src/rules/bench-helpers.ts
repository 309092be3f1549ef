import { placeById } from '@rol/rules/road/places-in-range';
import { placeIdOf, type RoadPlace } from '@rol/rules/road/road-place';
import { applyBattleAction } from '@rol/rules/battle/apply-action';
import type { BattleMove, BattleState } from '@rol/rules/battle/battle-types';
import type { HeroLoadout } from '@rol/rules/battle/combatants';
import { sampleSquad } from '@rol/rules/test/sample-squad';
import { mobBattleSetup } from '@rol/rules/battle/mob-battle';
import { canAct } from '@rol/rules/battle/effective-stats';
import { startBattle } from '@rol/rules/battle/start-battle';

const BLOWS = new Set<BattleMove['kind']>(['hit', 'critical', 'block', 'miss', 'shadow']);

/** The player's blow in the bench: the first hero able to act on the weakest living monster. */
function quickChoice(state: BattleState): { attackerId: number; defenderId: number } | null {
  const attacker = state.creatures.find((c) => c.team === 0 && canAct(c));
  let target: BattleState['creatures'][number] | undefined;
  for (const c of state.creatures)
    if (c.team === 1 && c.health > 0 && (!target || c.health < target.health)) target = c;
  return attacker && target ? { attackerId: attacker.id, defenderId: target.id } : null;
}

/**
 * One MOB battle at `place` played to its end through the public engine (one `applyBattleAction` per
 * player blow, the player hitting the weakest monster): the blows resolved and whether the squad won;
 * null when the battle cannot start or the engine refuses a move.
 */
export function playMobBattle(
  place: RoadPlace,
  squad: HeroLoadout[],
  seed: number,
): { blows: number; won: boolean } | null {
  const setup = mobBattleSetup({ place, squad, seed });
  if ('error' in setup) return null;
  const start = startBattle(setup, seed);
  let { state, rng } = start;
  let blows = start.moves.filter((m) => BLOWS.has(m.kind)).length;
  while (state.status === 'IN_PROGRESS') {
    const choice = quickChoice(state);
    const step = applyBattleAction(state, choice ? { type: 'hit', ...choice } : { type: 'skip' }, rng);
    if ('error' in step) return null;
    ({ state, rng } = step);
    for (const m of step.moves) if (BLOWS.has(m.kind)) blows += 1;
  }
  return { blows, won: state.winnerTeam === 0 };
}

/**
 * Plays MOB battles (`playMobBattle`) until at least `blows` blows were resolved. No timing here: the
 * bench times the call. Returns the blows and battles played.
 */
export function playBattlesForBench(
  blows: number,
  worldSeed = 1,
  stair = 40,
): { blows: number; battles: number } {
  const place = placeById(worldSeed, placeIdOf(stair, 0));
  if (!place) return { blows: 0, battles: 0 };
  let done = 0;
  let battles = 0;
  while (done < blows) {
    const played = playMobBattle(place, sampleSquad(6, 8), battles);
    if (!played) break;
    done += played.blows;
    battles += 1;
  }
  return { blows: done, battles };
}
