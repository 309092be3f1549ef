import type { TFunction } from 'i18next';
import type { NotificationDto } from '@rol/protocol/notification-routes';

const KNOWN = [
  'GIFT_RECEIVED',
  'FORUM_REPLY',
  'CLAN_INVITATION',
  'CLAN_BUILDING_DONE',
  'ARENA_DEFENCE_LOST',
  'ARENA_DEFENCE_HELD',
] as const;

/** A notification's text from its type and params (an unknown type: a neutral text). */
export function notificationText(t: TFunction, notification: NotificationDto): string {
  const type = (KNOWN as readonly string[]).includes(notification.type) ? notification.type : 'other';
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(notification.params))
    params[key] = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  // A building is named in the reader's language (the clan window's names).
  if (typeof notification.params['building'] === 'string')
    params['buildingName'] = t(`clan.building.${notification.params['building']}`);
  return t(`notifications.type.${type}`, params);
}
