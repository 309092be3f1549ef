import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteDef } from '@rol/protocol/route';
import { mayDo, type StaffAction } from '@rol/rules/staff/staff-permissions';
import type { PlayerRow } from '../db/schema/players.ts';
import { ApiError } from '../http/api-error.ts';
import { apiRoute, type RouteAnswer, type RouteContext } from '../http/api-route.ts';

/**
 * The one place staff permissions are enforced: the session must be the player's own, not a
 * login-as session (ACTING_AS_PLAYER: the session resolution marks it, and gives its player the
 * player's powers only, so the game's other staff checks refuse it too), and the player must hold
 * `action` in the permission table (FORBIDDEN otherwise).
 */
export function assertStaffMay(request: FastifyRequest, player: PlayerRow, action: StaffAction): void {
  if (request.auth?.actingStaffId != null) throw new ApiError('ACTING_AS_PLAYER');
  if (!mayDo(player.accessLevel, action)) throw new ApiError('FORBIDDEN');
}

/** `apiRoute` for a staff route (`auth: 'player'`) that needs `action`. */
export function staffRoute<R extends RouteDef & { auth: 'player' }>(
  app: FastifyInstance,
  route: R,
  action: StaffAction,
) {
  return (handler: (context: RouteContext<R> & { player: PlayerRow }) => Promise<RouteAnswer<R>>): void => {
    apiRoute(
      app,
      route,
    )(async (context) => {
      const player = context.player as PlayerRow;
      assertStaffMay(context.request, player, action);
      return handler({ ...context, player });
    });
  };
}
