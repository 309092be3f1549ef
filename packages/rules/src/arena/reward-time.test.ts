import { describe, expect, it } from 'vitest';
import { nextRewardMoment, REWARD_DAYS_KEPT, rewardMomentsBetween, settledUntilAfterChange } from './reward-time.ts';

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

describe('a changed reward time', () => {
  const paid = { day: '2026-11-21', atMs: at('2026-11-20T21:00:00Z') }; // 00:00 in Moscow

  it('takes effect from the next day: no reward within a day of the last one', () => {
    // 23:59 at UTC+3 (20:59 UTC): the moment of 2026-11-21 there is within the day, so skipped.
    const moscowLate = { minute: 23 * 60 + 59, utcOffset: 180 };
    const settled = settledUntilAfterChange(paid.atMs + 60_000, paid, moscowLate);
    expect(rewardMomentsBetween(settled, at('2026-11-21T21:00:00Z'), moscowLate)).toEqual([]);
    expect(nextRewardMoment(settled, moscowLate)).toEqual({ day: '2026-11-22', atMs: at('2026-11-22T20:59:00Z') });
    // The same time kept: the next moment, exactly a day on, is paid.
    const same = { minute: 0, utcOffset: 180 };
    expect(rewardMomentsBetween(settledUntilAfterChange(paid.atMs, paid, same), paid.atMs + 86_400_000, same)).toHaveLength(1);
  });

  it('never pays the date of the last reward again under another offset', () => {
    // 23:59 at UTC−12: its 2026-11-20 (11:59 UTC on the 21st) would be a date not yet paid there.
    const minus12 = { minute: 23 * 60 + 59, utcOffset: -720 };
    const settled = settledUntilAfterChange(paid.atMs + 60_000, paid, minus12);
    expect(rewardMomentsBetween(settled, at('2026-11-22T12:00:00Z'), minus12)).toEqual([]);
    expect(nextRewardMoment(settled, minus12)).toEqual({ day: '2026-11-22', atMs: at('2026-11-23T11:59:00Z') });
  });

  it('is settled from now when no reward was paid yet or the last one is long past', () => {
    expect(settledUntilAfterChange(1_000, null, { minute: 0, utcOffset: 0 })).toBe(1_000);
    const later = paid.atMs + 5 * 86_400_000;
    expect(settledUntilAfterChange(later, paid, { minute: 0, utcOffset: 0 })).toBe(later);
  });
});
