/**
 * The arena's nine leagues (worst first) and how a standing maps to one. A league is a band of
 * seats on the ladder: position 1 is the best, and the bands are fixed numbers of seats, so a league
 * is reached by taking a seat from someone in it and the top leagues stay scarce however many play.
 */
export const LEAGUES = [
  'novice',
  'wooden',
  'stone',
  'bronze',
  'silver',
  'gold',
  'diamond',
  'masters',
  'champions',
] as const;
export type League = (typeof LEAGUES)[number];

export interface LeagueReward {
  gold: number;
  crystal: number;
  tickets: number;
}

export interface LeagueDef {
  league: League;
  /** The last (worst) position of the band; null for the open-ended novice league. */
  lastPosition: number | null;
  /** Credited once a day, at the player's chosen local time, for the league held then. */
  dailyReward: LeagueReward;
  /** Gold for each won attack while holding this league. */
  winGold: number;
}

/** Best league first, so the first band whose `lastPosition` holds the position is the player's. */
export const LEAGUE_BANDS: readonly LeagueDef[] = [
  {
    league: 'champions',
    lastPosition: 10,
    dailyReward: { gold: 20_000, crystal: 200, tickets: 5 },
    winGold: 1_000,
  },
  {
    league: 'masters',
    lastPosition: 50,
    dailyReward: { gold: 12_000, crystal: 120, tickets: 4 },
    winGold: 700,
  },
  {
    league: 'diamond',
    lastPosition: 200,
    dailyReward: { gold: 8_000, crystal: 80, tickets: 3 },
    winGold: 500,
  },
  {
    league: 'gold',
    lastPosition: 1_000,
    dailyReward: { gold: 5_000, crystal: 50, tickets: 3 },
    winGold: 350,
  },
  {
    league: 'silver',
    lastPosition: 5_000,
    dailyReward: { gold: 3_000, crystal: 30, tickets: 2 },
    winGold: 250,
  },
  {
    league: 'bronze',
    lastPosition: 20_000,
    dailyReward: { gold: 2_000, crystal: 20, tickets: 2 },
    winGold: 150,
  },
  {
    league: 'stone',
    lastPosition: 60_000,
    dailyReward: { gold: 1_200, crystal: 10, tickets: 1 },
    winGold: 100,
  },
  {
    league: 'wooden',
    lastPosition: 150_000,
    dailyReward: { gold: 800, crystal: 5, tickets: 1 },
    winGold: 70,
  },
  { league: 'novice', lastPosition: null, dailyReward: { gold: 500, crystal: 0, tickets: 1 }, winGold: 50 },
];

/** The band of a standing (1 = the best). Positions below 1 are not standings. */
export function leagueDefOf(position: number): LeagueDef {
  if (!Number.isInteger(position) || position < 1) throw new RangeError(`not a standing: ${position}`);
  for (const band of LEAGUE_BANDS)
    if (band.lastPosition === null || position <= band.lastPosition) return band;
  throw new Error('the novice band is open-ended');
}

export function leagueOf(position: number): League {
  return leagueDefOf(position).league;
}

/** The first (best) position of a league's band. */
export function firstPositionOf(league: League): number {
  const index = LEAGUE_BANDS.findIndex((b) => b.league === league);
  const better = LEAGUE_BANDS[index - 1];
  return better?.lastPosition ? better.lastPosition + 1 : 1;
}
