import type { SnowWorldDto } from '@rol/protocol/snow-world-routes';
import type { TaskDto } from '@rol/protocol/task-dto';
import type { BenchPlayer } from './core-player.ts';
import type { GameClient } from './game-client.ts';

/** The calls of a world round, in the order a round makes them (each snow world action only when it applies). */
export const WORLD_CALLS = [
  'task/list',
  'task/take',
  'tutorial/get',
  'snowWorld/get',
  'snowWorld/enter',
  'snowWorld/take',
  'snowWorld/step',
  'snowWorld/leave',
] as const;

/** The players' level for the world round: the snow world opens at level 10. */
export const WORLD_PLAYER_LEVEL = 10;

/** Readies the world round's players: level 10 and the first-steps tutorial finished (all five steps). */
export const WORLD_PREPARE_SQL = 'UPDATE players SET level = $1, tutorial_steps = 31 WHERE id = ANY($2::int[])';

/**
 * Cuts a hero's walk home from the snow world short, as the clock would after six hours, so the next
 * round may enter again (outside the timed calls).
 */
export const WORLD_RETURN_SQL = "UPDATE player_snow_worlds SET returns_at = now() - interval '1 second' WHERE player_id = $1";

type TaskList = { tasks: TaskDto[]; haveCompletedTasks: boolean };

/** What the hero does in the snow world this round: take the place at hand, climb, or go home before a monster. */
export function snowAction(world: SnowWorldDto): { call: 'snowWorld/take' | 'snowWorld/step' | 'snowWorld/leave'; stair: number } {
  const place = world.places.find((p) => p.stair === world.stair);
  if (place && !place.done && place.kind !== 'MONSTER') return { call: 'snowWorld/take', stair: world.stair };
  if (place && !place.done) return { call: 'snowWorld/leave', stair: world.stair };
  if (world.stair < world.stairs && world.stepsLeft > 0) return { call: 'snowWorld/step', stair: world.stair + 1 };
  return { call: 'snowWorld/leave', stair: world.stair };
}

/**
 * One round of the world around the road (calls): the tasks list and, when one is complete, its
 * reward taken through the ledger; the tutorial's state; the snow world looked at, entered when out
 * (a hero on the way home is brought back by `returnHome`, SQL outside the timing), and one action
 * in it: the place at hand taken, a stair climbed, or home before a monster (battles are the core
 * loop's). Returns false when a call failed.
 */
export function worldRound(returnHome: (playerId: number) => Promise<void>) {
  return async (client: GameClient, player: BenchPlayer): Promise<boolean> => {
    const { token, playerId } = player;
    const list = await client.call<TaskList>('task/list', 'GET', '/api/task/list', token);
    if (list.status !== 200) return false;
    const complete = list.body.tasks.find((t) => t.complete && !t.claimed);
    if (complete) {
      const taken = await client.call('task/take', 'POST', `/api/task/${complete.taskNumber}/take`, token);
      if (taken.status !== 200) return false;
    }
    const tutorial = await client.call('tutorial/get', 'GET', '/api/tutorial/get', token);
    if (tutorial.status !== 200) return false;
    let world = await client.call<SnowWorldDto>('snowWorld/get', 'GET', '/api/snowWorld/get', token);
    if (world.status !== 200) return false;
    if (world.body.status === 'RETURNING') await returnHome(playerId);
    if (world.body.status !== 'IN') {
      world = await client.call<SnowWorldDto>('snowWorld/enter', 'POST', '/api/snowWorld/enter', token);
      if (world.status !== 200) return false;
    }
    const action = snowAction(world.body);
    const path = `/api/${action.call}`;
    const body = action.call === 'snowWorld/take' ? { stair: action.stair } : action.call === 'snowWorld/step' ? { toStair: action.stair } : undefined;
    const acted = await client.call(action.call, 'POST', path, token, body);
    return acted.status === 200;
  };
}
