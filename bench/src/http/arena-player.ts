import type { BenchPlayer } from './core-player.ts';
import type { GameClient } from './game-client.ts';

/** The calls of an arena and ratings round, in the order a round makes them. */
export const ARENA_CALLS = [
  'arena/info',
  'arena/opponents',
  'battle/arena/attack',
  'battle/v2/giveUpBattle',
  'battle/complete',
  'arena/history',
  'arena/replay',
  'arena/battles',
  'rating/level',
  'rating/arenaPosition',
] as const;

/** The arena opens at level 8 (§9). */
export const ARENA_PLAYER_LEVEL = 8;
/** Tickets granted through the ledger so attacks beyond the 5 free a day go on. */
export const ARENA_TICKETS = 100_000;

/** Levels the players to the arena's and grants them tickets as the game does: balance and ledger row in one statement. */
export const ARENA_PREPARE_SQL = `
with granted as (
  update players set level = greatest(level, ${ARENA_PLAYER_LEVEL}), tickets = tickets + $1
  where id = any($2::int[])
  returning id, tickets)
insert into ledger (player_id, resource, delta, balance_after, reason, reference, created_at)
select g.id, 'tickets', $1, g.tickets, 'bench-grant', null, now() from granted g`;

interface Opponent {
  playerId: number;
  position: number;
}

/**
 * One round of the arena and the ratings at player pace: the arena opened (joins the ladder, settles
 * daily rewards), the opponents, an attack on the nearest one given up at once and completed (the
 * ladder's swap path runs only on wins; a give-up keeps the round short and the ladder still), the
 * history and the replay of its newest battle, the opponent's latest battles (as their profile
 * lists them), the level rating's first page and the arena rating around the player. A stale opponent
 * (moved between the list and the attack) is a normal answer, not a failure.
 */
export async function arenaRound(client: GameClient, player: BenchPlayer): Promise<boolean> {
  const { token } = player;
  const info = await client.call('arena/info', 'POST', '/api/arena/info', token);
  if (info.status !== 200) return false;
  const list = await client.call<{ opponents: Opponent[] }>(
    'arena/opponents',
    'GET',
    '/api/arena/opponents',
    token,
  );
  if (list.status !== 200) return false;
  const target = list.body.opponents.at(-1);
  if (target) {
    const attack = await client.call('battle/arena/attack', 'POST', '/api/battle/arena/attack', token, {
      opponentId: target.playerId,
      position: target.position,
    });
    if (attack.status === 200) {
      const gave = await client.call('battle/v2/giveUpBattle', 'POST', '/api/battle/v2/giveUpBattle', token);
      if (gave.status !== 200) return false;
      const done = await client.call('battle/complete', 'POST', '/api/battle/complete', token);
      if (done.status !== 200) return false;
    } else if (attack.status !== 409) return false;
  }
  const history = await client.call<{ items: { battleId: number }[] }>(
    'arena/history',
    'GET',
    '/api/arena/history',
    token,
  );
  if (history.status !== 200) return false;
  const newest = history.body.items[0];
  if (newest) {
    const watched = await client.call('arena/replay', 'GET', `/api/arena/replay/${newest.battleId}`, token);
    if (watched.status !== 200) return false;
  }
  const whose = target?.playerId ?? player.playerId;
  const theirs = await client.call('arena/battles', 'GET', `/api/arena/battles/${whose}`, token);
  if (theirs.status !== 200) return false;
  const level = await client.call('rating/level', 'GET', '/api/rating/by/level?from=0&to=100', token);
  if (level.status !== 200) return false;
  const arena = await client.call(
    'rating/arenaPosition',
    'GET',
    '/api/rating/by/arenaPosition?filter=around&to=100',
    token,
  );
  return arena.status === 200;
}
