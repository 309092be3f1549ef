import { placeById } from '../road/places-in-range.ts';
import { placeIdOf, type RoadPlace } from '../road/road-place.ts';
import { applyBattleAction } from './apply-action.ts';
import type { BattleMove, BattleState } from './battle-types.ts';
import type { HeroLoadout } from './combatants.ts';
import { mobBattleSetup } from './mob-battle.ts';
import { canAct } from './effective-stats.ts';
import { startBattle } from './start-battle.ts';

const BLOWS = new Set<BattleMove['kind']>(['hit', 'critical', 'block', 'miss', 'shadow']);

/** A squad of `size` heroes of `level` with a few forces and artifacts, for benches and simulations. */
export function sampleSquad(size: number, level: number): HeroLoadout[] {
  const classes = ['human', 'beast', 'mag', 'golem', 'necro', 'phoenix'] as const;
  return Array.from({ length: size }, (_, i) => ({
    id: i + 1,
    warriorClass: classes[i % classes.length] ?? 'human',
    imageId: 'bench',
    level,
    rank: 2,
    forces: i === 0 ? [{ forceId: 'human_valor', rank: 3 }] : [],
    artifacts:
      i % 2 === 0 ? [{ artifactId: 'viper_fang', level: 2 }] : [{ artifactId: 'shadow_cloak', level: 2 }],
    skills: [],
  }));
}

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
