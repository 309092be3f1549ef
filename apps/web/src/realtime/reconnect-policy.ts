import type { RealtimeStatus } from '../stores/realtime-store.ts';

/**
 * What the realtime connection does when it is lost (§4, §8): check that the server is reachable
 * (GET /api/connection/isConnectionExists); when it is not, show the connection page and log
 * "Server connection error" once, then keep checking with a growing delay; as soon as a check
 * succeeds, connect again; once connected, hide the page and catch up on what was missed.
 *
 * A pure reducer: `(state, event) → { state, effects }`. The controller performs the effects.
 */

export interface RealtimeState {
  status: RealtimeStatus;
  /** Attempts since the last successful connection (drives the delay). */
  attempt: number;
  /** The connection page is shown by us. */
  lostShown: boolean;
  /** Connected at least once: a later connection must catch up on missed notifications. */
  everConnected: boolean;
}

export type RealtimeEvent =
  | { type: 'start' }
  | { type: 'connected' }
  | { type: 'closed' }
  | { type: 'checkOk' }
  | { type: 'checkFailed' }
  /** A delay scheduled by `retryCheck` is over. */
  | { type: 'retryDue' }
  /** The browser says it is back online, or the page became visible: check now. */
  | { type: 'nudge' }
  /** The player closed the connection page while offline: check now, and show it again if still offline. */
  | { type: 'lostDismissed' }
  /** The broker refused the session (NOT_AUTHENTICATED, SESSION_CLOSED). */
  | { type: 'fatal'; reason: string }
  | { type: 'stop' };

export type RealtimeEffect =
  | { type: 'connect'; delayMs: number }
  | { type: 'check' }
  | { type: 'retryCheck'; delayMs: number }
  | { type: 'cancelTimers' }
  | { type: 'showLost' }
  | { type: 'hideLost' }
  | { type: 'logError'; message: string }
  /** Connected again after a loss: lists fetch what they missed. */
  | { type: 'resync' }
  | { type: 'reload'; reason: string }
  | { type: 'disconnect' };

export const SERVER_CONNECTION_ERROR = 'Server connection error';

export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 10_000;
/** The first attempt after a check that found the server: quick, but not a busy loop. */
export const FIRST_RECONNECT_MS = 300;

export const initialRealtimeState: RealtimeState = { status: 'idle', attempt: 0, lostShown: false, everConnected: false };

/**
 * The wait before attempt `attempt` (0-based) of a loss: 300 ms, then 1 s, 2 s, 4 s, 8 s, 10 s, 10 s…,
 * spread by ±20% so a restarted server is not hit by every client in the same instant.
 * `random` is in [0, 1).
 */
export function reconnectDelayMs(attempt: number, random: number): number {
  const base = attempt <= 0 ? FIRST_RECONNECT_MS : Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** (attempt - 1));
  const spread = 0.8 + 0.4 * Math.min(Math.max(random, 0), 1);
  return Math.round(base * spread);
}

interface Step {
  state: RealtimeState;
  effects: RealtimeEffect[];
}

const same = (state: RealtimeState): Step => ({ state, effects: [] });

/** The next state and what to do, for one event. `random` spreads the delays. */
export function realtimeStep(state: RealtimeState, event: RealtimeEvent, random = 0.5): Step {
  if (state.status === 'stopped') return same(state);

  switch (event.type) {
    case 'start':
      if (state.status !== 'idle') return same(state);
      return { state: { ...state, status: 'connecting' }, effects: [{ type: 'connect', delayMs: 0 }] };

    case 'connected': {
      if (state.status !== 'connecting') return same(state);
      const effects: RealtimeEffect[] = [];
      if (state.lostShown) effects.push({ type: 'hideLost' });
      if (state.everConnected) effects.push({ type: 'resync' });
      return { state: { status: 'connected', attempt: 0, lostShown: false, everConnected: true }, effects };
    }

    case 'closed':
      if (state.status !== 'connecting' && state.status !== 'connected') return same(state);
      return { state: { ...state, status: 'checking' }, effects: [{ type: 'check' }] };

    case 'checkOk':
      if (state.status !== 'checking' && state.status !== 'offline') return same(state);
      return {
        state: { ...state, status: 'connecting', attempt: state.attempt + 1 },
        effects: [{ type: 'connect', delayMs: reconnectDelayMs(state.attempt, random) }],
      };

    case 'checkFailed': {
      if (state.status !== 'checking' && state.status !== 'offline') return same(state);
      const effects: RealtimeEffect[] = [];
      if (!state.lostShown) effects.push({ type: 'showLost' }, { type: 'logError', message: SERVER_CONNECTION_ERROR });
      effects.push({ type: 'retryCheck', delayMs: reconnectDelayMs(state.attempt + 1, random) });
      return { state: { ...state, status: 'offline', attempt: state.attempt + 1, lostShown: true }, effects };
    }

    case 'retryDue':
      if (state.status !== 'offline') return same(state);
      return { state, effects: [{ type: 'check' }] };

    case 'nudge':
      if (state.status !== 'offline') return same(state);
      return { state, effects: [{ type: 'cancelTimers' }, { type: 'check' }] };

    case 'lostDismissed':
      if (state.status !== 'offline' || !state.lostShown) return same(state);
      return { state: { ...state, lostShown: false }, effects: [{ type: 'cancelTimers' }, { type: 'check' }] };

    case 'fatal':
      return {
        state: { ...state, status: 'stopped' },
        effects: [{ type: 'cancelTimers' }, { type: 'disconnect' }, { type: 'reload', reason: event.reason }],
      };

    case 'stop':
      return { state: { ...state, status: 'stopped' }, effects: [{ type: 'cancelTimers' }, { type: 'disconnect' }] };
  }
}
