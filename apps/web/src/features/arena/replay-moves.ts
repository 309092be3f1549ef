import type {
  BattleAction,
  BattleCreature,
  BattleMove,
  BattleSetup,
  BattleState,
  TeamIndex,
} from '@rol/rules/battle/battle-types';
import { effectiveAttack, effectiveDefence } from '@rol/rules/battle/effective-stats';
import { replay } from '@rol/rules/battle/replay';
import { startBattle } from '@rol/rules/battle/start-battle';
import { WARRIOR_CLASSES } from '@rol/rules/content/warrior-classes';
import type { CreatureLook } from '../../stores/battle-store.ts';

/** A stored arena battle rebuilt for the battle scene: how it began, every move, how it ended. */
export interface ArenaReplay {
  initial: CreatureLook[];
  moves: BattleMove[];
  final: CreatureLook[];
  winnerTeam: TeamIndex | null;
  lastRound: number;
  /** Each creature's warrior class, for the moves' captions. */
  classes: Record<number, string>;
}

/** A creature of the engine's state as the battle scene draws it, with its rank from the record (else no stars). */
function lookOf(state: BattleState, c: BattleCreature, ranks: ReadonlyMap<number, number>): CreatureLook {
  const frozen = c.effects.some((e) => e.kind === 'freeze' && e.movesRemain > 0);
  return {
    id: c.id,
    team: c.team,
    imageId: c.imageId,
    monsterId: c.monsterId ?? null,
    warriorClass: c.warriorClass,
    // Arena squads are heroes: no elite or boss frame.
    standing: 'usual',
    faction: WARRIOR_CLASSES[c.warriorClass].faction,
    rank: ranks.get(c.id) ?? 0,
    level: c.level,
    attack: Math.round(effectiveAttack(state, c)),
    defence: Math.round(effectiveDefence(state, c)),
    health: c.health,
    maxHealth: c.maxHealth,
    effects: c.effects.map((e) => ({ kind: e.kind, movesRemain: e.movesRemain, value: e.value, op: e.op })),
    // A stored battle does not record the heroes' artifacts.
    artifacts: 0,
    canAct: c.health > 0 && !c.acted && !frozen,
  };
}

/**
 * Plays a stored arena battle again from its setup, seed and action log with the game's own engine:
 * the same seed and actions give exactly the moves the battle had. `ranks` (by battle id) are the
 * fighters' ranks the record kept, drawn as stars; an older record without them shows none. Null
 * when the log does not fit.
 */
export function replayArenaBattle(
  setup: BattleSetup,
  seed: number,
  actions: readonly BattleAction[],
  ranks: readonly { creatureId: number; rank: number }[] = [],
): ArenaReplay | null {
  const result = replay(setup, actions, seed);
  if ('error' in result) return null;
  const start = startBattle(setup, seed).state;
  const rankOf = new Map(ranks.map((r) => [r.creatureId, r.rank]));
  return {
    initial: start.creatures.map((c) => lookOf(start, c, rankOf)),
    moves: result.moves,
    final: result.state.creatures.map((c) => lookOf(result.state, c, rankOf)),
    winnerTeam: result.state.winnerTeam,
    lastRound: result.state.round,
    classes: Object.fromEntries(start.creatures.map((c) => [c.id, c.warriorClass])),
  };
}

/**
 * The creatures after one more move, as the scene has just shown it (health, a new status), so a
 * scene drawn again mid-replay (a resize) starts from where the replay is.
 */
export function looksAfterMove(looks: readonly CreatureLook[], move: BattleMove): CreatureLook[] {
  if (move.targetId === null) return [...looks];
  return looks.map((look) => {
    if (look.id !== move.targetId) return look;
    const health = move.healthAfter ?? look.health;
    const effects =
      move.kind === 'status' && move.effect
        ? [
            ...look.effects.filter((e) => e.kind !== move.effect),
            { kind: move.effect, movesRemain: move.movesRemain ?? 0, value: 1, op: 'add' as const },
          ]
        : look.effects;
    return { ...look, health, effects };
  });
}
