import type { BattleSetup } from '@rol/rules/battle/battle-types';
import { startBattle } from '@rol/rules/battle/start-battle';
import type { Tx } from '../db/database.ts';
import type { BattleRow, NewBattleRow } from '../db/schema/battles.ts';
import { together } from '../db/together.ts';
import { insertBattle, setInsertedBattleCurrent } from './battle-queries.ts';

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
  // The battle and the player's current battle in one round trip: the update is sent after the
  // insert on the same connection and reads the id the insert drew (checked below).
  const [row, current] = await together(
    insertBattle(tx, {
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
    }),
    setInsertedBattleCurrent(tx, playerId),
  );
  if (current !== row.id)
    throw new Error(`battle ${row.id} opened, but the player's current battle is ${current}`);
  return { row, moves: start.moves };
}
