import type { FastifyInstance } from 'fastify';
import { closePlayerEverywhere, type ClosePlayerCommand } from '../realtime/realtime-bus.ts';

/**
 * Closes the player's realtime sockets on every node (logout, ban; with `keepSessionKey`, all but
 * that session's). Best effort like any notification: a failed publish is logged, never fails the
 * request.
 */
export async function closeSocketsOf(
  app: FastifyInstance,
  playerId: number,
  reason: ClosePlayerCommand['reason'],
  keepSessionKey?: string,
): Promise<void> {
  try {
    await closePlayerEverywhere(app.realtime.bus, {
      playerId,
      reason,
      ...(keepSessionKey !== undefined ? { keepSessionKey } : {}),
    });
  } catch (error) {
    app.log.warn({ err: error, playerId, reason }, 'closing realtime sockets failed');
  }
}
