import type { NotificationOf, NotificationType } from '@rol/protocol/realtime';
import { createEventBus } from '../events/event-bus.ts';

/** Realtime notifications by their §7 type, and the catch-up signal after a reconnect. */
export type RealtimeEvents = { [T in NotificationType]: NotificationOf<T> } & {
  /** Connected again after a loss: open lists fetch `/list/latest?afterId` for what they missed. */
  'realtime:resync': undefined;
};

/** The page's notification bus: the realtime client emits, features listen. */
export const notificationBus = createEventBus<RealtimeEvents>();
