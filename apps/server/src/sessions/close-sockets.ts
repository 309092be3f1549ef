import type { FastifyInstance } from 'fastify';
import { closePlayerEverywhere, type ClosePlayerCommand } from '../realtime/realtime-bus.ts';

/**
 * Closes the player's realtime sockets on every node (logout, ban). Best effort like any
 * notification: a failed publish is logged, never fails the request.
 */
export async function closeSocketsOf(
  app: FastifyInstance,
  playerId: number,
  reason: ClosePlayerCommand['reason'],
): Promise<void> {
  try {
    await closePlayerEverywhere(app.realtime.bus, { playerId, reason });
  } catch (error) {
    app.log.warn({ err: error, playerId, reason }, 'closing realtime sockets failed');
  }
}
