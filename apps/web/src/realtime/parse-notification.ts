import { notification, type Notification } from '@rol/protocol/realtime';

/** Reads the JSON body of a STOMP MESSAGE frame; anything that is not a known notification is null. */
export function parseNotification(body: string): Notification | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = notification.safeParse(value);
  return parsed.success ? parsed.data : null;
}
