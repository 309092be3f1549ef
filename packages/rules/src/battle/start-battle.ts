import { rngCursor } from '../random/rng-cursor.ts';
import { seedRng, type RngState } from '../random/prng.ts';
import type { EffectDef } from '../content/effects.ts';
import type { BattleContext } from './battle-context.ts';
import {
  DEFAULT_MAX_ROUNDS,
  type BattleCreature,
  type BattleMove,
  type BattleSetup,
  type BattleState,
  type CombatantInit,
  type TeamIndex,
} from './battle-types.ts';
import { fireTrigger } from './effect-engine.ts';
import { findAuraSources } from './effective-stats.ts';
import { advanceTurn } from './rounds.ts';
import { runAiTurns } from './ai-turns.ts';

/** Max health with the passive health effects of the battle's creatures that reach this one. */
function battleMaxHealth(init: CombatantInit, team: TeamIndex, teams: BattleSetup['teams']): number {
  let add = 0;
  let mul = 1;
  const apply = (e: EffectDef) => {
    if (e.kind !== 'health' || e.trigger !== 'passive') return;
    if (e.op === 'add') add += e.value;
    else mul *= e.value;
  };
  teams.forEach((members, t) => {
    for (const m of members) {
      for (const e of m.abilities) {
        const reaches =
          e.target === 'all' ||
          (e.target === 'self' && m.id === init.id && t === team) ||
          (e.target === 'ally' && t === team) ||
          (e.target === 'enemy' && t !== team);
        if (reaches) apply(e);
      }
    }
  });
  return Math.max(1, Math.round((init.health + add) * mul));
}

/**
 * A combatant as the creature it is when the battle begins (before on-battle-start effects): max
 * health with the passive health effects of `teams` reaching it, immortality charges.
 */
export function toCreature(
  init: CombatantInit,
  team: TeamIndex,
  teams: BattleSetup['teams'],
): BattleCreature {
  const maxHealth = battleMaxHealth(init, team, teams);
  let immortality = 0;
  for (const e of init.abilities)
    if (e.kind === 'immortality' && e.trigger === 'passive') immortality += e.value;
  const creature: BattleCreature = {
    id: init.id,
    team,
    imageId: init.imageId,
    warriorClass: init.warriorClass,
    level: init.level,
    attack: init.attack,
    defence: init.defence,
    maxHealth,
    health: init.startHealth === undefined ? maxHealth : Math.min(maxHealth, Math.round(init.startHealth)),
    abilities: init.abilities,
    effects: [],
    immortality: Math.floor(immortality),
    resurrected: false,
    acted: false,
  };
  if (init.monsterId !== undefined) creature.monsterId = init.monsterId;
  return creature;
}

/**
 * Sets a battle up from `setup` with the random generator seeded by `seed`: creatures sorted by id
 * (§9), on-battle-start effects, round 1, and the AI's blows if the AI plays first. Ids must be
 * unique across both teams.
 */
export function startBattle(
  setup: BattleSetup,
  seed: number,
): { state: BattleState; moves: BattleMove[]; rng: RngState } {
  const creatures = [
    ...setup.teams[0].map((c) => toCreature(c, 0, setup.teams)),
    ...setup.teams[1].map((c) => toCreature(c, 1, setup.teams)),
  ].sort((a, b) => a.id - b.id);
  const state: BattleState = {
    kind: setup.kind,
    status: 'IN_PROGRESS',
    placeId: setup.placeId,
    creatures,
    auraSources: findAuraSources(creatures),
    controllers: setup.controllers,
    turningTeam: 0,
    round: 0,
    maxRounds: setup.maxRounds ?? DEFAULT_MAX_ROUNDS,
    consumables: setup.consumables.map((c) => ({ ...c })),
    winnerTeam: null,
    moveCount: 0,
    rewards: setup.rewards,
  };
  const ctx: BattleContext = { state, rng: rngCursor(seedRng(seed)), moves: [] };
  for (const c of state.creatures) fireTrigger(ctx, c, 'onBattleStart', null);
  for (const c of state.creatures) c.acted = true;
  if (advanceTurn(ctx, 1)) runAiTurns(ctx);
  return { state, moves: ctx.moves, rng: ctx.rng.state };
}
