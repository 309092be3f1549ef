import { z } from 'zod';
import { idOrZeroField, intField } from './fields.ts';
import { newsFlagsDto } from './news-routes.ts';
import { defineRoute } from './route.ts';

export const notificationResetRoute = defineRoute({
  method: 'POST',
  path: '/api/player/notification/reset',
  auth: 'player',
  response: newsFlagsDto,
});

/** A personal notification; `type` names a client text, `params` fill it. */
export const notificationDto = z.object({
  id: z.number().int(),
  type: z.string(),
  params: z.record(z.string(), z.unknown()),
  createdAt: z.number().int(),
});
export type NotificationDto = z.infer<typeof notificationDto>;

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** Newest first, NOTIFICATIONS_PAGE_SIZE per page (page 0 first). */
export const notificationListRoute = defineRoute({
  method: 'GET',
  path: '/api/player/notif/list',
  auth: 'player',
  query: z.object({ page: intField.min(0).max(10_000).optional() }),
  response: z.object({
    notifications: z.array(notificationDto),
    page: z.number().int(),
    hasMore: z.boolean(),
  }),
});

/** Removes one of the player's notifications (NOTIFICATION_NOT_FOUND otherwise). */
export const notificationRemoveRoute = defineRoute({
  method: 'POST',
  path: '/api/player/notif/remove/:id',
  auth: 'player',
  params: z.object({ id: idOrZeroField }),
  response: z.object({ removed: z.number().int() }),
});
