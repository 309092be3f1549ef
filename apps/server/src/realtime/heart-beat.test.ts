import { describe, expect, it } from 'vitest';
import { heartBeatHeader, negotiateHeartBeat, parseHeartBeat } from './heart-beat.ts';

describe('heart-beat negotiation', () => {
  it('reads the header, absent as 0,0, malformed as null', () => {
    expect(parseHeartBeat('10000, 5000')).toEqual([10000, 5000]);
    expect(parseHeartBeat(undefined)).toEqual([0, 0]);
    expect(parseHeartBeat('10000')).toBeNull();
    expect(parseHeartBeat('-1,0')).toBeNull();
    expect(parseHeartBeat('1e4,0')).toBeNull();
  });

  it('takes the larger of what one side offers and the other wants', () => {
    const server = { serverSendMs: 10_000, serverExpectMs: 20_000 };
    expect(negotiateHeartBeat([5_000, 30_000], server)).toEqual({
      sendEveryMs: 30_000,
      expectEveryMs: 20_000,
    });
    expect(negotiateHeartBeat([25_000, 1_000], server)).toEqual({
      sendEveryMs: 10_000,
      expectEveryMs: 25_000,
    });
  });

  it('is off in a direction where either side says 0', () => {
    expect(negotiateHeartBeat([0, 0], { serverSendMs: 10, serverExpectMs: 10 })).toEqual({
      sendEveryMs: 0,
      expectEveryMs: 0,
    });
    expect(negotiateHeartBeat([10, 10], { serverSendMs: 0, serverExpectMs: 0 })).toEqual({
      sendEveryMs: 0,
      expectEveryMs: 0,
    });
  });

  it('announces the server settings', () => {
    expect(heartBeatHeader({ serverSendMs: 10_000, serverExpectMs: 0 })).toBe('10000,0');
  });
});
