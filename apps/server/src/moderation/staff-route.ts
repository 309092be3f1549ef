import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteDef } from '@rol/protocol/route';
import { mayDo, type StaffAction } from '@rol/rules/staff/staff-permissions';
import type { PlayerRow } from '../db/schema/players.ts';
import { ApiError } from '../http/api-error.ts';
import { apiRoute, type RouteAnswer, type RouteContext } from '../http/api-route.ts';
import { findLoginAs } from './login-as-sessions.ts';

/**
 * The one place staff permissions are enforced: the session's player must hold `action` in the
 * permission table (FORBIDDEN otherwise), and the session must be their own, not a login-as
 * session (ACTING_AS_PLAYER), so logging in as someone never lends their level to the staff tools.
 */
export async function assertStaffMay(
  app: FastifyInstance,
  request: FastifyRequest,
  player: PlayerRow,
  action: StaffAction,
): Promise<void> {
  const tokenHash = request.auth?.tokenHash;
  if (tokenHash !== undefined && (await findLoginAs(app.db, tokenHash)) !== null)
    throw new ApiError('ACTING_AS_PLAYER');
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
      await assertStaffMay(app, context.request, player, action);
      return handler({ ...context, player });
    });
  };
}
