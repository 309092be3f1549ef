import type { TFunction } from 'i18next';
import type { NotificationDto } from '@rol/protocol/notification-routes';

const KNOWN = ['GIFT_RECEIVED', 'FORUM_REPLY'] as const;

/** A notification's text from its type and params (an unknown type: a neutral text). */
export function notificationText(t: TFunction, notification: NotificationDto): string {
  const type = (KNOWN as readonly string[]).includes(notification.type) ? notification.type : 'other';
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(notification.params))
    params[key] = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return t(`notifications.type.${type}`, params);
}
