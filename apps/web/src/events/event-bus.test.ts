import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './event-bus.ts';

type Events = { ping: { n: number }; done: undefined };

describe('event bus', () => {
  it('delivers payloads to listeners until they unsubscribe', () => {
    const bus = createEventBus<Events>();
    const seen: number[] = [];
    const off = bus.on('ping', ({ n }) => seen.push(n));
    bus.emit('ping', { n: 1 });
    off();
    bus.emit('ping', { n: 2 });
    expect(seen).toEqual([1]);
  });

  it('runs once-listeners a single time and remembers the last payload', () => {
    const bus = createEventBus<Events>();
    const listener = vi.fn();
    bus.once('done', listener);
    bus.emit('done', undefined);
    bus.emit('done', undefined);
    expect(listener).toHaveBeenCalledOnce();
    expect(bus.last('ping')).toBeUndefined();
    bus.emit('ping', { n: 5 });
    expect(bus.last('ping')).toEqual({ n: 5 });
  });

  it('keeps delivering when one listener throws', () => {
    const errors: unknown[] = [];
    const bus = createEventBus<Events>((e) => errors.push(e));
    const after = vi.fn();
    bus.on('ping', () => {
      throw new Error('boom');
    });
    bus.on('ping', after);
    bus.emit('ping', { n: 1 });
    expect(after).toHaveBeenCalledOnce();
    expect(errors).toHaveLength(1);
  });
});
