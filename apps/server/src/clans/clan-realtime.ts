import type { AppContext } from '../http/app-context.ts';
import { UPDATE_PLAYER_DESTINATION } from '../realtime/realtime-bus.ts';

/**
 * Tells every node that the player's clan changed (joined, left, kicked, the clan dissolved): each
 * node updates the player's open sockets, so a former member's clan subscriptions are dropped at
 * once. Best effort like any notification (after the commit; a failed publish is logged).
 */
export function publishClanChange(ctx: AppContext, playerId: number, clanId: number | null): Promise<void> {
  return ctx.publish(UPDATE_PLAYER_DESTINATION, { playerId, clanId });
}

/** Queues the change for after the action's commit (the route's `afterCommit`). */
export type AfterCommit = (task: () => Promise<void>) => void;
