import { describe, expect, it } from 'vitest';
import { firstPositionOf, LEAGUE_BANDS, LEAGUES, leagueOf } from './leagues.ts';

describe('leagues', () => {
  it('maps the bands’ edges', () => {
    expect(leagueOf(1)).toBe('champions');
    expect(leagueOf(10)).toBe('champions');
    expect(leagueOf(11)).toBe('masters');
    expect(leagueOf(200)).toBe('diamond');
    expect(leagueOf(201)).toBe('gold');
    expect(leagueOf(150_000)).toBe('wooden');
    expect(leagueOf(150_001)).toBe('novice');
    expect(leagueOf(10_000_000)).toBe('novice');
  });
  it('covers all nine leagues, best first, with rewards falling', () => {
    expect(LEAGUE_BANDS.map((b) => b.league)).toEqual([...LEAGUES].reverse());
    for (let i = 1; i < LEAGUE_BANDS.length; i += 1) {
      expect(LEAGUE_BANDS[i]!.dailyReward.gold).toBeLessThan(LEAGUE_BANDS[i - 1]!.dailyReward.gold);
      expect(firstPositionOf(LEAGUE_BANDS[i]!.league)).toBe((LEAGUE_BANDS[i - 1]!.lastPosition ?? 0) + 1);
    }
    expect(firstPositionOf('champions')).toBe(1);
  });
  it('refuses what is not a standing', () => {
    expect(() => leagueOf(0)).toThrow(RangeError);
    expect(() => leagueOf(1.5)).toThrow(RangeError);
  });
});
