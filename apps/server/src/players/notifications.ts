import { and, desc, eq } from 'drizzle-orm';
import { NOTIFICATIONS_PAGE_SIZE } from '@rol/protocol/notification-routes';
import type { DbOrTx } from '../db/database.ts';
import { playerNotifications } from '../db/schema/player-notifications.ts';
import { ApiError } from '../http/api-error.ts';
import { setNewsFlag } from './news.ts';

/** Adds a personal notification and lights the notification news flag (for other features to call). */
export async function insertNotification(
  db: DbOrTx,
  params: { playerId: number; type: string; params?: Record<string, unknown>; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(playerNotifications)
    .values({
      playerId: params.playerId,
      type: params.type,
      params: params.params ?? {},
      createdAt: params.now,
    })
    .returning({ id: playerNotifications.id });
  await setNewsFlag(db, { playerId: params.playerId, flag: 'haveNewNotification', value: true });
  if (!row) throw new Error('notification not written');
  return row.id;
}

/** `player/notif/list`: newest first, NOTIFICATIONS_PAGE_SIZE per page. */
export async function listNotifications(db: DbOrTx, params: { playerId: number; page: number }) {
  const rows = await db
    .select()
    .from(playerNotifications)
    .where(eq(playerNotifications.playerId, params.playerId))
    .orderBy(desc(playerNotifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1)
    .offset(params.page * NOTIFICATIONS_PAGE_SIZE);
  return {
    notifications: rows.slice(0, NOTIFICATIONS_PAGE_SIZE).map((r) => ({
      id: r.id,
      type: r.type,
      params: r.params,
      createdAt: r.createdAt.getTime(),
    })),
    page: params.page,
    hasMore: rows.length > NOTIFICATIONS_PAGE_SIZE,
  };
}

/** `player/notif/remove/{id}`: only the player's own (NOTIFICATION_NOT_FOUND otherwise). */
export async function deleteNotification(db: DbOrTx, params: { playerId: number; id: number }) {
  const removed = await db
    .delete(playerNotifications)
    .where(and(eq(playerNotifications.id, params.id), eq(playerNotifications.playerId, params.playerId)))
    .returning({ id: playerNotifications.id });
  if (removed.length === 0) throw new ApiError('NOTIFICATION_NOT_FOUND', { id: params.id });
  return { removed: params.id };
}
