import { Client, type StompSubscription } from '@stomp/stompjs';
import type { TransportConnection, TransportHandlers } from './realtime-controller.ts';

/** The broker's error codes that mean "this session is over": stop and run the reload routine. */
const FATAL_ERROR_CODES = new Set(['NOT_AUTHENTICATED', 'SESSION_CLOSED']);

export interface StompTransportOptions {
  /** The socket address, session included (read at every attempt: the session may have changed). */
  url: () => string;
  connectHeaders: () => Record<string, string>;
  /** Heart-beats both ways (the broker offers 10 s). */
  heartBeatMs: number;
  /** An attempt that has not reached CONNECTED by then is dropped. */
  connectTimeoutMs: number;
}

/**
 * One connection attempt with `@stomp/stompjs`. Its own reconnect loop is off: the controller
 * (reconnect-policy.ts) decides when to try again, with a fresh client.
 */
export function stompTransport(options: StompTransportOptions) {
  return (handlers: TransportHandlers): TransportConnection => {
    let over = false;
    const subscriptions = new Map<string, StompSubscription>();
    const client = new Client({
      brokerURL: options.url(),
      connectHeaders: options.connectHeaders(),
      reconnectDelay: 0,
      heartbeatIncoming: options.heartBeatMs,
      heartbeatOutgoing: options.heartBeatMs,
      connectionTimeout: options.connectTimeoutMs,
      // A silent network must not wait for TCP to give up.
      discardWebsocketOnCommFailure: true,
      debug: () => undefined,
      onConnect: () => {
        if (!over) handlers.onConnected();
      },
      onStompError: (frame) => {
        const code = frame.headers['error-code'] ?? '';
        if (over || !FATAL_ERROR_CODES.has(code)) return;
        over = true;
        handlers.onFatal(code);
      },
      onWebSocketClose: () => {
        subscriptions.clear();
        if (over) return;
        over = true;
        void client.deactivate();
        handlers.onClosed();
      },
    });
    client.activate();
    return {
      subscribe(topic) {
        if (subscriptions.has(topic) || !client.connected) return;
        subscriptions.set(
          topic,
          client.subscribe(topic, (message) => handlers.onMessage(topic, message.body)),
        );
      },
      unsubscribe(topic) {
        const subscription = subscriptions.get(topic);
        subscriptions.delete(topic);
        if (subscription && client.connected) subscription.unsubscribe();
      },
      close() {
        over = true;
        void client.deactivate();
      },
    };
  };
}
