import type { AppContext } from '../http/app-context.ts';
import { CLOSE_PLAYER_DESTINATION, type ClosePlayerCommand } from '../realtime/realtime-bus.ts';

/**
 * Closes the player's realtime sockets on every node (logout, ban; with `keepSessionKey`, all but
 * that session's; with `renew`, that session's sockets reconnect with the renewed token, and the
 * others stay or close). Best effort like any notification: a failed publish is logged, never fails
 * the request.
 */
export async function closeSocketsOf(
  ctx: AppContext,
  playerId: number,
  reason: ClosePlayerCommand['reason'],
  keepSessionKey?: string,
  renew?: { sessionKey: string; othersStay: boolean },
): Promise<void> {
  await ctx.publish(CLOSE_PLAYER_DESTINATION, {
    playerId,
    reason,
    ...(keepSessionKey !== undefined ? { keepSessionKey } : {}),
    ...(renew ? { renewSessionKey: renew.sessionKey, othersStay: renew.othersStay } : {}),
  });
}
