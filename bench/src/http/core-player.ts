import type { BattleStatusDto } from '@rol/protocol/battle-dto';
import type { PlaceDto, RoadPositionDto } from '@rol/protocol/place-dto';
import type { GameClient } from './game-client.ts';

export interface BenchPlayer {
  token: string;
  playerId: number;
}

/** A hit the engine will accept: the first hero that may act on the first living monster. */
function nextBlow(status: BattleStatusDto): { attackerId: number; defenderId: number } | null {
  const alive = status.battle.creatures.filter((c) => c.health > 0);
  const attacker = alive.find(
    (c) => c.team === 0 && !c.acted && !c.effects.some((e) => e.type === 'freeze' && e.movesRemain > 0),
  );
  const defender = alive.find((c) => c.team === 1);
  return attacker && defender ? { attackerId: attacker.id, defenderId: defender.id } : null;
}

const MAX_BLOWS = 300;

/** The calls of a round, in the order a round makes them (`battle/skip` only when no hero may act). */
export const CORE_LOOP_CALLS = [
  'player/info/current',
  'place/v3/ensure',
  'coordinate/set',
  'resourcePlace/take',
  'battle/place/attack',
  'battle/v2/hit',
  'battle/skip',
  'battle/complete',
] as const;

/**
 * The calls a measured window must hold to judge "every core-loop call" (a round takes a resource only
 * when an untaken one lies in reach, but across 200 players some always do).
 */
export const EVERY_ROUND_CALLS: readonly string[] = CORE_LOOP_CALLS.filter((c) => c !== 'battle/skip');

/**
 * One round of what a player does on the road: open the game (player info), ensure the places
 * ahead, walk to a resource and take it, walk to the guard, attack, hit until the battle ends and
 * complete it. Every call is timed by the client under its name. Returns false when a call failed
 * (the caller counts errors; the player carries on from the server's word next round).
 */
export async function coreLoopRound(client: GameClient, player: BenchPlayer): Promise<boolean> {
  const { token } = player;
  const info = await client.call<{ player: { coordinate: number } }>(
    'player/info/current',
    'GET',
    '/api/player/info/current',
    token,
  );
  if (info.status !== 200) return false;
  const at = info.body.player.coordinate;
  const ensured = await client.call<{ places: PlaceDto[]; position: RoadPositionDto }>(
    'place/v3/ensure',
    'GET',
    `/api/place/v3/ensure?coordFrom=${Math.max(0, at - 100)}&coordTo=${at + 400}`,
    token,
  );
  if (ensured.status !== 200) return false;
  let position = ensured.body.position;

  const move = async (coordinate: number): Promise<boolean> => {
    const res = await client.call<{ position: RoadPositionDto }>(
      'coordinate/set',
      'POST',
      '/api/player/v3/coordinate/set',
      token,
      { coordinate, contextId: position.contextId },
    );
    if (res.status === 200) position = res.body.position;
    return res.status === 200;
  };

  const resource = ensured.body.places.find(
    (p) => p.placeType === 'RESOURCE' && !p.taken && p.posY >= position.coordinate && p.posY <= position.maxCoordinate,
  );
  if (resource) {
    if (!(await move(resource.posY))) return false;
    const taken = await client.call('resourcePlace/take', 'GET', `/api/resourcePlace/${resource.id}/take`, token);
    if (taken.status !== 200) return false;
  }

  const guard = ensured.body.places.find((p) => p.index === 0 && p.stair === position.battleStair);
  if (!guard) return false;
  if (position.coordinate !== guard.posY && !(await move(Math.min(guard.posY, position.maxCoordinate)))) return false;
  const attacked = await client.call<BattleStatusDto>('battle/place/attack', 'POST', '/api/battle/place/attack', token, {
    placeId: guard.id,
  });
  if (attacked.status !== 200) return false;
  let status = attacked.body;
  for (let blows = 0; status.battleState === 'IN_PROGRESS' && blows < MAX_BLOWS; blows += 1) {
    const blow = nextBlow(status);
    const res = blow
      ? await client.call<BattleStatusDto>('battle/v2/hit', 'POST', '/api/battle/v2/hit', token, blow)
      : await client.call<BattleStatusDto>('battle/skip', 'POST', '/api/battle/skip', token);
    if (res.status !== 200) return false;
    status = res.body;
  }
  const completed = await client.call('battle/complete', 'POST', '/api/battle/complete', token);
  return completed.status === 200;
}
