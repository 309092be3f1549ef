import type { BattleAction, BattleMove, BattleSetup } from '@rol/rules/battle/battle-types';
import { replay } from '@rol/rules/battle/replay';

export interface ReplayCreature {
  id: number;
  team: 0 | 1;
  imageId: string;
  warriorClass: string;
  level: number;
  maxHealth: number;
}

/** A stored arena battle played again from its setup, seed and log with the game's own engine. */
export function replayArenaBattle(setup: BattleSetup, seed: number, actions: readonly BattleAction[]) {
  const result = replay(setup, actions, seed);
  if ('error' in result) return null;
  const creatures: ReplayCreature[] = setup.teams.flatMap((team, index) =>
    team.map((c) => ({
      id: c.id,
      team: index as 0 | 1,
      imageId: c.imageId,
      warriorClass: c.warriorClass,
      level: c.level,
      maxHealth: c.health,
    })),
  );
  return { creatures, moves: result.moves, winnerTeam: result.state.winnerTeam };
}

/** Health of every creature after the first `shown` moves. */
export function healthAfter(
  creatures: readonly ReplayCreature[],
  moves: readonly BattleMove[],
  shown: number,
) {
  const health = new Map(creatures.map((c) => [c.id, c.maxHealth]));
  for (const move of moves.slice(0, shown))
    if (move.targetId !== null && move.healthAfter !== null) health.set(move.targetId, move.healthAfter);
  return health;
}
