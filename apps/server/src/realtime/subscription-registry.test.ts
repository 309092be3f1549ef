import { describe, expect, it } from 'vitest';
import { createFrameParser } from './stomp-parser.ts';
import { SubscriptionRegistry, createSubscription } from './subscription-registry.ts';

function sink(accept = true) {
  const frames: Buffer[] = [];
  return { frames, sendFrame: (frame: Buffer) => (frames.push(frame), accept) };
}

describe('SubscriptionRegistry', () => {
  it('builds one frame per subscription id and sends it to each subscriber', () => {
    const registry = new SubscriptionRegistry();
    const [a, b, c] = [sink(), sink(), sink()];
    registry.add(createSubscription('sub-0', '/topic/broadcast', a));
    registry.add(createSubscription('sub-0', '/topic/broadcast', b));
    registry.add(createSubscription('x:y', '/topic/broadcast', c));
    expect(registry.deliver('/topic/broadcast', '{"a":"б"}', 'n-1')).toBe(3);
    expect(a.frames[0]).toBe(b.frames[0]);
    const parsed = createFrameParser({ maxFrameBytes: 1024, maxHeaders: 8 }).push(c.frames[0] ?? '');
    expect(parsed.frames[0]).toEqual({
      command: 'MESSAGE',
      headers: {
        subscription: 'x:y',
        'message-id': 'n-1',
        destination: '/topic/broadcast',
        'content-type': 'application/json',
        'content-length': '10',
      },
      body: '{"a":"б"}',
    });
  });

  it('counts only accepted deliveries and forgets removed subscriptions', () => {
    const registry = new SubscriptionRegistry();
    const gone = createSubscription('s', '/topic/clan/1', sink(false));
    const here = createSubscription('s', '/topic/clan/1', sink());
    registry.add(gone);
    registry.add(here);
    expect(registry.deliver('/topic/clan/1', '{}', '1')).toBe(1);
    registry.remove(gone);
    registry.remove(here);
    expect(registry.count('/topic/clan/1')).toBe(0);
    expect(registry.deliver('/topic/clan/1', '{}', '2')).toBe(0);
  });
});
