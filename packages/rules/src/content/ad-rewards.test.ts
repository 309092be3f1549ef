import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../server-day.ts';
import { AD_REWARD, adRewardState, adsOffered } from './ad-rewards.ts';

const noon = 20_000 * DAY_MS + 12 * 3_600_000;

describe('adRewardState', () => {
  it('offers every reward of the day to a player who watched none', () => {
    expect(adRewardState([], noon)).toEqual({ received: 0, left: AD_REWARD.perDay, nextAt: noon });
  });

  it('waits the gap after the last reward, then offers the next', () => {
    const last = noon - 10_000;
    expect(adRewardState([noon - 600_000, last], noon)).toEqual({
      received: 2,
      left: AD_REWARD.perDay - 2,
      nextAt: last + AD_REWARD.gapS * 1000,
    });
    expect(adRewardState([noon - 600_000], noon).nextAt).toBe(noon);
  });

  it('has none left after the day is used up, until the next server day', () => {
    const today = Array.from({ length: AD_REWARD.perDay }, (_, i) => noon - (i + 1) * 120_000);
    // The next server day starts at 00:00 Moscow time: 21:00 UTC of the same date.
    expect(adRewardState(today, noon)).toEqual({ received: 3, left: 0, nextAt: 20_000 * DAY_MS + 21 * 3_600_000 });
  });

  it('allows three views a day, the budget of both rewards (§9)', () => {
    expect(AD_REWARD.perDay).toBe(3);
  });

  it('is offered only where the platform SDK shows rewarded ads', () => {
    expect(adsOffered('ya')).toBe(true);
    expect(adsOffered('gp_playdeck')).toBe(true);
    expect(adsOffered('own')).toBe(false);
    expect(adsOffered('tg')).toBe(false);
    expect(adsOffered('kong')).toBe(false);
  });
});
