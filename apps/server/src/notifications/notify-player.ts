import { sql } from 'drizzle-orm';
import { personalTopic } from '@rol/protocol/realtime';
import type { DbOrTx } from '../db/database.ts';
import { jsonValue } from '../db/json-rows.ts';
import { preparedSql } from '../db/prepared-query.ts';
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

const notified = preparedSql(
  'notify_players',
  sql`with written as (
    insert into ${playerNotifications} (player_id, type, params, created_at)
    select id, ${sql.placeholder('type')}::text, ${sql.placeholder('params')}::jsonb, ${sql.placeholder('now')}::timestamptz
    from unnest(${sql.placeholder('ids')}::int[]) as id
    returning id, player_id, type, params, created_at
  ), free as (
    select ${players.id} from ${players} where ${players.id} = any(${sql.placeholder('ids')}::int[])
    for no key update skip locked
  ), marked as (
    update ${players} set have_new_notification = true where ${players.id} in (select id from free)
  )
  select w.id, w.player_id, w.type, w.params, w.created_at, p.client_uuid
  from written w join ${players} p on p.id = w.player_id`,
);

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
  // One statement: the rows written, the receivers' topics read, and the stored mark lit for the
  // receivers not busy in an action of their own — waiting for a busy receiver's row lock could
  // deadlock with them (an arena defender attacking at the same moment). A busy receiver still gets
  // the row in the list and the live push, which lights the mark.
  const written = await notified(tx, {
    ids,
    type: params.event.type,
    params: JSON.stringify(params.event.params),
    now: params.now.toISOString(),
  });
  const rows = written.map((r) => ({
    id: Number(r.id),
    playerId: Number(r.player_id),
    type: String(r.type),
    params: jsonValue<Record<string, unknown>>(r.params as string),
    createdAt: new Date(r.created_at as string),
  }));
  const topicOf = new Map(written.map((r) => [Number(r.player_id), personalTopic(String(r.client_uuid))]));
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
