import { inArray } from 'drizzle-orm';
import { personalTopic } from '@rol/protocol/realtime';
import type { DbOrTx } from '../db/database.ts';
import { playerNotifications } from '../db/schema/player-notifications.ts';
import { players } from '../db/schema/players.ts';
import type { AfterCommitTask } from '../http/api-route.ts';
import { actionApp, afterActionCommit } from '../http/action-scope.ts';
import type { AppContext } from '../http/app-context.ts';

/** The events that write a notification; `params` fill the client's text of each. */
export type NotificationEvent =
  | { type: 'GIFT_RECEIVED'; params: { giftId: number; senderId: number; senderName: string } }
  | {
      type: 'FORUM_REPLY';
      params: { topicId: number; title: string; commentId: number; authorId: number; authorName: string };
    }
  | {
      type: 'CLAN_INVITATION';
      params: { clanId: number; clanName: string; inviterId: number; inviterName: string };
    }
  | { type: 'CLAN_BUILDING_DONE'; params: { clanId: number; building: string; level: number } }
  | {
      type: 'ARENA_DEFENCE_LOST' | 'ARENA_DEFENCE_HELD';
      params: { battleId: number; attackerId: number; attackerName: string; position: number };
    };

/**
 * The one way a game event tells players something: in the caller's transaction it writes a
 * `player_notifications` row for each player and lights their `haveNewNotification` mark (unless
 * their row is locked by an action of their own); after the
 * commit (`afterCommit`) it pushes each row live on its player's personal topic as a NOTIFICATION.
 * A failed push is only logged (the context's `publish`): the list (`player/notif/list`) holds the notification anyway.
 */
export async function notifyPlayers(
  ctx: Pick<AppContext, 'publish'>,
  tx: DbOrTx,
  afterCommit: (task: AfterCommitTask) => void,
  params: { playerIds: readonly number[]; event: NotificationEvent; now: Date },
): Promise<void> {
  const ids = [...new Set(params.playerIds)];
  if (ids.length === 0) return;
  const rows = await tx
    .insert(playerNotifications)
    .values(
      ids.map((playerId) => ({
        playerId,
        type: params.event.type,
        params: params.event.params,
        createdAt: params.now,
      })),
    )
    .returning();
  const receivers = await tx
    .select({ id: players.id, clientUuid: players.clientUuid })
    .from(players)
    .where(inArray(players.id, ids));
  // The stored mark lights only for receivers not busy in an action of their own: waiting for a busy
  // receiver's row lock could deadlock with them (an arena defender attacking at the same moment).
  // A busy receiver still gets the row in the list and the live push, which lights the mark.
  const free = await tx
    .select({ id: players.id })
    .from(players)
    .where(inArray(players.id, ids))
    .for('no key update', { skipLocked: true });
  if (free.length > 0)
    await tx
      .update(players)
      .set({ haveNewNotification: true })
      .where(
        inArray(
          players.id,
          free.map((r) => r.id),
        ),
      );
  const topicOf = new Map(receivers.map((r) => [r.id, personalTopic(r.clientUuid)]));
  afterCommit(async () => {
    for (const row of rows) {
      const topic = topicOf.get(row.playerId);
      if (!topic) continue;
      await ctx.publish(topic, {
        type: 'NOTIFICATION',
        notification: { id: row.id, type: row.type, params: row.params, createdAt: row.createdAt.getTime() },
      });
    }
  });
}

/** The same for one player. */
export function notifyPlayer(
  ctx: Pick<AppContext, 'publish'>,
  tx: DbOrTx,
  afterCommit: (task: AfterCommitTask) => void,
  params: { playerId: number; event: NotificationEvent; now: Date },
): Promise<void> {
  return notifyPlayers(ctx, tx, afterCommit, {
    playerIds: [params.playerId],
    event: params.event,
    now: params.now,
  });
}

/**
 * The same from code that has no route context (a battle kind's outcome, a service without
 * `afterCommit`): the live push goes after the current request's commit (`action-scope`).
 */
export function notifyPlayersInAction(
  tx: DbOrTx,
  params: { playerIds: readonly number[]; event: NotificationEvent; now: Date },
): Promise<void> {
  const publish: AppContext['publish'] = (destination, payload) =>
    actionApp()?.publish(destination, payload) ?? Promise.resolve();
  return notifyPlayers({ publish }, tx, afterActionCommit, params);
}
