import { clanTopic, type NotificationOf } from '@rol/protocol/realtime';
import type { AppContext } from '../http/app-context.ts';
import { UPDATE_PLAYER_DESTINATION } from '../realtime/realtime-bus.ts';
import { findClanOfPlayer } from '../clan-standing/clan-queries.ts';
import { clanStatOf } from './clan-view.ts';

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

/**
 * After an action that moved the clan's treasury (a donation, a spend, a factory gift's gears):
 * tells every member's open sockets the treasury as committed, through the clan topic on every
 * node. Read after the commit, so a later action's figures never arrive before an earlier one's.
 */
export async function publishTreasury(ctx: AppContext, playerId: number): Promise<void> {
  const clan = await findClanOfPlayer(ctx.db, playerId);
  if (!clan) return;
  const body: NotificationOf<'CLAN_TREASURY'> = { type: 'CLAN_TREASURY', clanId: clan.id, clanStat: clanStatOf(clan) };
  await ctx.publish(clanTopic(clan.id), body);
}
