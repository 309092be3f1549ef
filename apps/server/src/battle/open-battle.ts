import type { BattleSetup } from '@rol/rules/battle/battle-types';
import { startBattle } from '@rol/rules/battle/start-battle';
import type { Tx } from '../db/database.ts';
import type { BattleRow, NewBattleRow } from '../db/schema/battles.ts';
import { setPlayer } from '../players/player-queries.ts';
import { insertBattle } from './battle-queries.ts';

export interface OpenedBattle {
  row: BattleRow;
  moves: ReturnType<typeof startBattle>['moves'];
}

/**
 * Starts the engine on `setup` with `seed`, stores the battle (its first moves included) and makes it
 * the player's current battle, in the caller's transaction: every kind of battle opens this way.
 */
export async function openBattle(
  tx: Tx,
  input: {
    playerId: number;
    kind: NewBattleRow['kind'];
    placeId: number | null;
    setup: BattleSetup;
    seed: number;
    now: Date;
  },
): Promise<OpenedBattle> {
  const { playerId, kind, placeId, setup, seed, now } = input;
  const start = startBattle(setup, seed);
  const row = await insertBattle(tx, {
    playerId,
    kind,
    placeId,
    state: start.state.status,
    setup,
    seed,
    engineState: start.state,
    rng: start.rng,
    moves: start.moves,
    winnerTeam: start.state.winnerTeam,
    createdAt: now,
    updatedAt: now,
  });
  await setPlayer(tx, playerId, { battleId: row.id });
  return { row, moves: start.moves };
}
