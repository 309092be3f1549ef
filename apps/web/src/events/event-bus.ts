/**
 * A tiny typed event bus: the only channel between React and Phaser besides small stores.
 * `EventMap` maps each event name to its payload type.
 */
export type Listener<T> = (payload: T) => void;

export interface EventBus<EventMap extends Record<string, unknown>> {
  on<K extends keyof EventMap>(event: K, listener: Listener<EventMap[K]>): () => void;
  once<K extends keyof EventMap>(event: K, listener: Listener<EventMap[K]>): () => void;
  emit<K extends keyof EventMap>(event: K, payload: EventMap[K]): void;
  /** The last payload emitted for `event`, for listeners that arrive late (a lazily loaded scene). */
  last<K extends keyof EventMap>(event: K): EventMap[K] | undefined;
  clear(): void;
}

export function createEventBus<EventMap extends Record<string, unknown>>(
  onListenerError: (error: unknown) => void = (error) => console.error(error),
): EventBus<EventMap> {
  const listeners = new Map<keyof EventMap, Set<Listener<never>>>();
  const lastPayloads = new Map<keyof EventMap, unknown>();

  const bus: EventBus<EventMap> = {
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener as Listener<never>);
      return () => {
        set.delete(listener as Listener<never>);
      };
    },
    once(event, listener) {
      const off = bus.on(event, (payload) => {
        off();
        listener(payload);
      });
      return off;
    },
    emit(event, payload) {
      lastPayloads.set(event, payload);
      const set = listeners.get(event);
      if (!set) return;
      for (const listener of [...set]) {
        try {
          (listener as Listener<typeof payload>)(payload);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    last(event) {
      return lastPayloads.get(event) as EventMap[typeof event] | undefined;
    },
    clear() {
      listeners.clear();
      lastPayloads.clear();
    },
  };
  return bus;
}
