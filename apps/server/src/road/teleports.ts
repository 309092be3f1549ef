import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { requirePlace, withPlaceAction } from './place-action.ts';
import { listVisitedPortals, visitPortals } from './portal-places.ts';
import { relocatePlayer } from './road-position.ts';

/**
 * Teleports: free travel between portals the player has visited (walked by, used, arrived at).
 * `teleport/{id}/get` lists the targets from portal `id` (no reach needed to look).
 */
export async function getTeleportTargets(ctx: AppContext, playerId: number, placeId: number) {
  requirePlace(ctx, placeId, ['PORTAL']);
  const visited = await listVisitedPortals(ctx.db, ctx.config.worldSeed, playerId);
  return {
    placeId,
    targets: visited
      .filter((p) => p.id !== placeId)
      .map((p) => ({ placeId: p.id, stair: p.stair, posY: p.posY })),
  };
}

/** `teleport/{id}/use/{target}`: from portal `id` in reach to a visited portal `target`. */
export function useTeleport(ctx: AppContext, playerId: number, placeId: number, targetId: number) {
  return withPlaceAction(ctx, { who: playerId, placeId, types: ['PORTAL'] }, async (a) => {
    const visited = await listVisitedPortals(a.tx, ctx.config.worldSeed, playerId);
    const target = visited.find((p) => p.id === targetId && p.id !== placeId);
    if (!target) throw new ApiError('TELEPORT_TARGET_INVALID', { target: targetId });
    await visitPortals(a.tx, { playerId, portals: [a.place], now: a.now });
    const moved = await relocatePlayer(a.tx, a.player, target.posY);
    return { position: moved.position };
  });
}
