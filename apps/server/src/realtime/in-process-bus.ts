import { type BusHandler, type RealtimeBus, deliverToHandlers, encodeBusMessage } from './realtime-bus.ts';
import { type RealtimeLogger, consoleLogger } from './realtime-logger.ts';

/**
 * The bus of a single app with no database address (the route tests' `buildApp`): a publish reaches this node's
 * handlers before its promise resolves. It enforces the same size limit as PostgreSQL NOTIFY.
 */
export function createInProcessBus(logger: RealtimeLogger = consoleLogger): RealtimeBus {
  const handlers = new Set<BusHandler>();
  let closed = false;
  return {
    publish(destination, payload) {
      try {
        if (closed) throw new Error('realtime bus is closed');
        const message = encodeBusMessage(destination, payload);
        deliverToHandlers(handlers, message.destination, message.body, (error) =>
          logger.error({ err: error, destination }, 'realtime bus handler failed'),
        );
        return Promise.resolve();
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    subscribe(handler) {
      const own: BusHandler = (destination, body) => handler(destination, body);
      handlers.add(own);
      return () => handlers.delete(own);
    },
    close() {
      closed = true;
      handlers.clear();
      return Promise.resolve();
    },
  };
}
