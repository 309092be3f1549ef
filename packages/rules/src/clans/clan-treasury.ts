/** The clan's treasury: what it holds and what a member may deposit (deposit types of §3 plus gold). */
export const CLAN_RESOURCES = ['gold', 'gems', 'redCrystals', 'blueCrystals', 'gears', 'tickets'] as const;
export type ClanResource = (typeof CLAN_RESOURCES)[number];
export type ClanAmounts = Partial<Record<ClanResource, number>>;

export const DEPOSIT_TYPES = ['GOLD', 'GEMS', 'RED_CRYSTALS', 'BLUE_CRYSTALS', 'TICKETS', 'GEARS'] as const;
export type DepositType = (typeof DEPOSIT_TYPES)[number];

/**
 * What a deposit takes from the player and adds to the clan. Gears are never held by players (the
 * factory puts them straight into the treasury), so they cannot be donated: null.
 */
export const DEPOSITS: Record<
  DepositType,
  { clan: ClanResource; player: 'gold' | 'mithril' | 'crystal' | 'elixir' | 'tickets' } | null
> = {
  GOLD: { clan: 'gold', player: 'gold' },
  GEMS: { clan: 'gems', player: 'mithril' },
  RED_CRYSTALS: { clan: 'redCrystals', player: 'crystal' },
  BLUE_CRYSTALS: { clan: 'blueCrystals', player: 'elixir' },
  TICKETS: { clan: 'tickets', player: 'tickets' },
  GEARS: null,
};

/** Gold-equivalents of one unit, for a member's contribution (succession, rating of members). */
export const CONTRIBUTION_WEIGHT: Record<ClanResource, number> = {
  gold: 1,
  gems: 100,
  redCrystals: 60,
  blueCrystals: 30,
  gears: 10,
  tickets: 50,
};

export function contributionOf(resource: ClanResource, amount: number): number {
  return CONTRIBUTION_WEIGHT[resource] * amount;
}

/** A single donation's bounds. */
export const MAX_DONATION = 1_000_000_000;
