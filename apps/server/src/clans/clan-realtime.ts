import type { FastifyInstance } from 'fastify';
import { updatePlayerEverywhere } from '../realtime/realtime-bus.ts';

/**
 * Tells every node that the player's clan changed (joined, left, kicked, the clan dissolved): each
 * node updates the player's open sockets, so a former member's clan subscriptions are dropped at
 * once. Best effort like any notification (after the commit; a failed publish is logged).
 */
export async function publishClanChange(app: FastifyInstance, playerId: number, clanId: number | null): Promise<void> {
  try {
    await updatePlayerEverywhere(app.realtime.bus, { playerId, clanId });
  } catch (error) {
    app.log.warn({ err: error, playerId, clanId }, 'clan membership change not published');
  }
}

/** Queues the change for after the action's commit (the route's `afterCommit`). */
export type AfterCommit = (task: () => Promise<void>) => void;
