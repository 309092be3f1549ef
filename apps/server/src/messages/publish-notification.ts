import type { FastifyInstance } from 'fastify';
import type { Notification } from '@rol/protocol/realtime';

/**
 * Publishes a notification after the commit. A notification is a hint (clients catch up with
 * `list/latest`), so a failed publish is logged and never fails the player's request.
 */
export async function publishNotification(
  app: FastifyInstance,
  destination: string,
  notification: Notification,
): Promise<void> {
  try {
    await app.realtime.bus.publish(destination, notification);
  } catch (error) {
    app.log.warn({ err: error, destination, type: notification.type }, 'realtime publish failed');
  }
}
