import type { Notification } from '@rol/protocol/realtime';
import { parseNotification } from './parse-notification.ts';
import { topicChanges } from './realtime-topics.ts';
import {
  initialRealtimeState,
  realtimeStep,
  type RealtimeEffect,
  type RealtimeEvent,
} from './reconnect-policy.ts';
import type { RealtimeStatus } from '../stores/realtime-store.ts';

/** What one connection attempt reports back. */
export interface TransportHandlers {
  onConnected(): void;
  /** The socket closed (or never opened) without us asking. */
  onClosed(): void;
  /** The broker refused the session for good (NOT_AUTHENTICATED, SESSION_CLOSED). */
  onFatal(reason: string): void;
  onMessage(topic: string, body: string): void;
}

/** One connection attempt (a STOMP client over a WebSocket in the app, a fake in tests). */
export interface TransportConnection {
  subscribe(topic: string): void;
  unsubscribe(topic: string): void;
  close(): void;
}

export interface RealtimeControllerDeps {
  connect(handlers: TransportHandlers): TransportConnection;
  /** GET /api/connection/isConnectionExists: true when the server answers. */
  checkServer(): Promise<boolean>;
  /** Runs `run` after `ms`; returns a cancel function. */
  schedule(run: () => void, ms: number): () => void;
  random(): number;
  onNotification(notification: Notification): void;
  onStatus(status: RealtimeStatus): void;
  showLost(): void;
  hideLost(): void;
  logError(message: string): void;
  reload(reason: string): void;
  /** Connected again after a loss: lists fetch what they missed. */
  resync(): void;
  warn(message: string): void;
}

export interface RealtimeController {
  start(): void;
  stop(): void;
  /** The topics to hold (the clan topic comes and goes with the clan). */
  setTopics(topics: readonly string[]): void;
  /** Check now if offline (the browser is back online, the page is visible again). */
  nudge(): void;
  /** The player closed the connection page. */
  lostDismissed(): void;
  readonly status: RealtimeStatus;
}

/**
 * Holds one realtime connection at a time through `deps.connect`, following `realtimeStep`
 * (reconnect-policy.ts) and keeping its topics subscribed across reconnects.
 */
export function createRealtimeController(deps: RealtimeControllerDeps, initialTopics: readonly string[]): RealtimeController {
  let state = initialRealtimeState;
  let topics = [...initialTopics];
  let connection: TransportConnection | null = null;
  let connected = false;
  let generation = 0;
  let checkInFlight = false;
  const timers = new Set<() => void>();

  function later(run: () => void, ms: number): void {
    const cancel = deps.schedule(() => {
      timers.delete(cancel);
      run();
    }, ms);
    timers.add(cancel);
  }

  function dispatch(event: RealtimeEvent): void {
    const before = state.status;
    const step = realtimeStep(state, event, deps.random());
    state = step.state;
    if (state.status !== before) deps.onStatus(state.status);
    step.effects.forEach(perform);
  }

  function open(): void {
    generation += 1;
    const mine = generation;
    const current = () => mine === generation;
    connected = false;
    connection = deps.connect({
      onConnected() {
        if (!current()) return;
        connected = true;
        topics.forEach((topic) => connection?.subscribe(topic));
        dispatch({ type: 'connected' });
      },
      onClosed() {
        if (!current()) return;
        connection = null;
        connected = false;
        dispatch({ type: 'closed' });
      },
      onFatal(reason) {
        if (!current()) return;
        dispatch({ type: 'fatal', reason });
      },
      onMessage(topic, body) {
        if (!current()) return;
        const notification = parseNotification(body);
        if (notification) deps.onNotification(notification);
        else deps.warn(`realtime: an unreadable notification on ${topic}`);
      },
    });
  }

  function check(): void {
    if (checkInFlight) return;
    checkInFlight = true;
    deps.checkServer().then(
      (ok) => {
        checkInFlight = false;
        dispatch({ type: ok ? 'checkOk' : 'checkFailed' });
      },
      () => {
        checkInFlight = false;
        dispatch({ type: 'checkFailed' });
      },
    );
  }

  function perform(effect: RealtimeEffect): void {
    switch (effect.type) {
      case 'connect':
        if (effect.delayMs > 0) later(open, effect.delayMs);
        else open();
        return;
      case 'check':
        check();
        return;
      case 'retryCheck':
        later(() => dispatch({ type: 'retryDue' }), effect.delayMs);
        return;
      case 'cancelTimers':
        timers.forEach((cancel) => cancel());
        timers.clear();
        return;
      case 'showLost':
        deps.showLost();
        return;
      case 'hideLost':
        deps.hideLost();
        return;
      case 'logError':
        deps.logError(effect.message);
        return;
      case 'resync':
        deps.resync();
        return;
      case 'reload':
        deps.reload(effect.reason);
        return;
      case 'disconnect':
        generation += 1;
        connection?.close();
        connection = null;
        connected = false;
        return;
    }
  }

  return {
    start: () => dispatch({ type: 'start' }),
    stop: () => dispatch({ type: 'stop' }),
    nudge: () => dispatch({ type: 'nudge' }),
    lostDismissed: () => dispatch({ type: 'lostDismissed' }),
    setTopics(next) {
      const { add, remove } = topicChanges(topics, next);
      topics = [...next];
      if (!connected || !connection) return;
      remove.forEach((topic) => connection?.unsubscribe(topic));
      add.forEach((topic) => connection?.subscribe(topic));
    },
    get status() {
      return state.status;
    },
  };
}
