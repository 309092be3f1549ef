import { describe, expect, it } from 'vitest';
import { nextRewardMoment, REWARD_DAYS_KEPT, rewardMomentsBetween } from './reward-time.ts';

const at = (iso: string) => Date.parse(iso);

describe('arena reward time', () => {
  const moscow20 = { minute: 20 * 60, utcOffset: 180 };
  it('finds the local moment of each day', () => {
    expect(rewardMomentsBetween(at('2026-11-20T00:00:00Z'), at('2026-11-21T18:00:00Z'), moscow20)).toEqual([
      { day: '2026-11-20', atMs: at('2026-11-20T17:00:00Z') },
      { day: '2026-11-21', atMs: at('2026-11-21T17:00:00Z') },
    ]);
  });
  it('excludes the start and includes the end', () => {
    const t = at('2026-11-20T17:00:00Z');
    expect(rewardMomentsBetween(t, t + 1, moscow20)).toEqual([]);
    expect(rewardMomentsBetween(t - 1, t, moscow20)).toEqual([{ day: '2026-11-20', atMs: t }]);
  });
  it('names the local date across midnight UTC', () => {
    const tokyo1am = { minute: 60, utcOffset: 540 };
    expect(rewardMomentsBetween(at('2026-11-20T00:00:00Z'), at('2026-11-21T00:00:00Z'), tokyo1am)).toEqual([
      { day: '2026-11-21', atMs: at('2026-11-20T16:00:00Z') },
    ]);
    const la11pm = { minute: 23 * 60, utcOffset: -480 };
    expect(nextRewardMoment(at('2026-11-20T12:00:00Z'), la11pm)).toEqual({
      day: '2026-11-20',
      atMs: at('2026-11-21T07:00:00Z'),
    });
  });
  it('keeps at most the newest days', () => {
    const list = rewardMomentsBetween(0, at('2026-11-21T18:00:00Z'), moscow20);
    expect(list).toHaveLength(REWARD_DAYS_KEPT);
    expect(list.at(-1)?.day).toBe('2026-11-21');
  });
});
