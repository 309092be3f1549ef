import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FIRST_RECONNECT_MS,
  RECONNECT_MAX_MS,
  SERVER_CONNECTION_ERROR,
  initialRealtimeState,
  realtimeStep,
  reconnectDelayMs,
  type RealtimeEffect,
  type RealtimeEvent,
  type RealtimeState,
} from './reconnect-policy.ts';

/** Runs events from the start, collecting every effect. */
function run(events: RealtimeEvent[], from: RealtimeState = initialRealtimeState) {
  let state = from;
  const effects: RealtimeEffect[] = [];
  for (const event of events) {
    const step = realtimeStep(state, event);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects, types: effects.map((e) => e.type) };
}

describe('reconnect delay', () => {
  it('starts quick, doubles, and stops growing at the cap', () => {
    expect(reconnectDelayMs(0, 0.5)).toBe(FIRST_RECONNECT_MS);
    expect(reconnectDelayMs(1, 0.5)).toBe(1000);
    expect(reconnectDelayMs(2, 0.5)).toBe(2000);
    expect(reconnectDelayMs(4, 0.5)).toBe(8000);
    expect(reconnectDelayMs(5, 0.5)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelayMs(50, 0.5)).toBe(RECONNECT_MAX_MS);
  });

  it('stays within ±20% of its base whatever the random draw', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.double({ min: 0, max: 1, noNaN: true }), (attempt, random) => {
        const delay = reconnectDelayMs(attempt, random);
        const base = reconnectDelayMs(attempt, 0.5);
        return delay >= Math.floor(base * 0.8) && delay <= Math.ceil(base * 1.2) && delay <= RECONNECT_MAX_MS * 1.2;
      }),
    );
  });
});

describe('realtime connection policy', () => {
  it('connects when the player is first set', () => {
    const { state, effects } = run([{ type: 'start' }]);
    expect(state.status).toBe('connecting');
    expect(effects).toEqual([{ type: 'connect', delayMs: 0 }]);
    expect(run([{ type: 'start' }, { type: 'start' }]).effects).toHaveLength(1);
  });

  it('checks the server when the connection is lost, and reconnects quietly when it answers', () => {
    const { state, types } = run([{ type: 'start' }, { type: 'connected' }, { type: 'closed' }, { type: 'checkOk' }, { type: 'connected' }]);
    expect(types).toEqual(['connect', 'check', 'connect', 'resync']);
    expect(state).toMatchObject({ status: 'connected', attempt: 0, lostShown: false });
  });

  it('shows the connection page and logs the error once when the server is gone, then keeps checking', () => {
    const { state, effects } = run([
      { type: 'start' },
      { type: 'connected' },
      { type: 'closed' },
      { type: 'checkFailed' },
      { type: 'retryDue' },
      { type: 'checkFailed' },
      { type: 'retryDue' },
      { type: 'checkFailed' },
    ]);
    expect(effects.filter((e) => e.type === 'showLost')).toHaveLength(1);
    expect(effects.filter((e) => e.type === 'logError')).toEqual([{ type: 'logError', message: SERVER_CONNECTION_ERROR }]);
    const delays = effects.flatMap((e) => (e.type === 'retryCheck' ? [e.delayMs] : []));
    expect(delays).toEqual([1000, 2000, 4000]);
    expect(state).toMatchObject({ status: 'offline', lostShown: true, attempt: 3 });
  });

  it('hides the page and catches up when the server returns', () => {
    const offline = run([{ type: 'start' }, { type: 'connected' }, { type: 'closed' }, { type: 'checkFailed' }]).state;
    const { state, types } = run([{ type: 'retryDue' }, { type: 'checkOk' }, { type: 'connected' }], offline);
    expect(types).toEqual(['check', 'connect', 'hideLost', 'resync']);
    expect(state).toMatchObject({ status: 'connected', lostShown: false, attempt: 0 });
  });

  it('checks again when a reconnect attempt fails, backing off', () => {
    const { effects } = run([
      { type: 'start' },
      { type: 'connected' },
      { type: 'closed' },
      { type: 'checkOk' },
      { type: 'closed' },
      { type: 'checkOk' },
      { type: 'closed' },
      { type: 'checkOk' },
    ]);
    const delays = effects.flatMap((e) => (e.type === 'connect' ? [e.delayMs] : []));
    expect(delays).toEqual([0, FIRST_RECONNECT_MS, 1000, 2000]);
  });

  it('treats a first connection that never opens like a loss', () => {
    expect(run([{ type: 'start' }, { type: 'closed' }, { type: 'checkFailed' }]).types).toEqual([
      'connect',
      'check',
      'showLost',
      'logError',
      'retryCheck',
    ]);
    // No resync after the first successful connection.
    expect(run([{ type: 'start' }, { type: 'closed' }, { type: 'checkOk' }, { type: 'connected' }]).types).not.toContain('resync');
  });

  it('checks at once when nudged while offline, and ignores nudges otherwise', () => {
    const offline = run([{ type: 'start' }, { type: 'closed' }, { type: 'checkFailed' }]).state;
    expect(run([{ type: 'nudge' }], offline).types).toEqual(['cancelTimers', 'check']);
    expect(run([{ type: 'start' }, { type: 'connected' }, { type: 'nudge' }]).types).toEqual(['connect']);
  });

  it('stops for good on a refused session, running the reload routine', () => {
    const { state, types } = run([{ type: 'start' }, { type: 'connected' }, { type: 'fatal', reason: 'SESSION_CLOSED' }, { type: 'closed' }, { type: 'checkOk' }]);
    expect(state.status).toBe('stopped');
    expect(types).toEqual(['connect', 'cancelTimers', 'disconnect', 'reload']);
  });

  it('ignores events that do not fit the state (stale sockets, late checks)', () => {
    const connected = run([{ type: 'start' }, { type: 'connected' }]).state;
    expect(run([{ type: 'checkOk' }, { type: 'checkFailed' }, { type: 'retryDue' }, { type: 'connected' }], connected).effects).toEqual([]);
  });

  it('never shows the page twice nor hides it unshown, whatever happens', () => {
    const event = fc.constantFrom<RealtimeEvent>(
      { type: 'connected' },
      { type: 'closed' },
      { type: 'checkOk' },
      { type: 'checkFailed' },
      { type: 'retryDue' },
      { type: 'nudge' },
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        let shown = false;
        for (const effect of run([{ type: 'start' }, ...events]).effects) {
          if (effect.type === 'showLost') {
            if (shown) return false;
            shown = true;
          }
          if (effect.type === 'hideLost') {
            if (!shown) return false;
            shown = false;
          }
        }
        return true;
      }),
    );
  });
});

describe('a dismissed connection page', () => {
  it('checks at once and shows the page again when the server is still gone', () => {
    const offline = run([{ type: 'start' }, { type: 'closed' }, { type: 'checkFailed' }]).state;
    const { state, types } = run([{ type: 'lostDismissed' }, { type: 'checkFailed' }], offline);
    expect(types).toEqual(['cancelTimers', 'check', 'showLost', 'logError', 'retryCheck']);
    expect(state.lostShown).toBe(true);
  });

  it('does not hide a page the player already closed when the connection returns', () => {
    const offline = run([{ type: 'start' }, { type: 'closed' }, { type: 'checkFailed' }]).state;
    expect(run([{ type: 'lostDismissed' }, { type: 'checkOk' }, { type: 'connected' }], offline).types).toEqual([
      'cancelTimers',
      'check',
      'connect',
    ]);
  });
});
