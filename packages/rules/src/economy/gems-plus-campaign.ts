import { CAMPAIGNS, campaignRunAt } from './campaigns.ts';

/**
 * The GEMS_PLUS_50 campaign: while it runs, every emerald pack bought credits half its emeralds
 * more (credited with the purchase's rewards, by the moment the payment was made), shown on the
 * bank's packs. It gives nothing by itself.
 */
export const GEMS_PLUS_PERCENT = 50;

/** The percent of extra emeralds on a pack bought at `atMs`: GEMS_PLUS_PERCENT while the campaign runs, else 0. */
export function gemsPlusPercentAt(atMs: number): number {
  const running = CAMPAIGNS.some((c) => c.type === 'GEMS_PLUS_50' && campaignRunAt(c, atMs).running);
  return running ? GEMS_PLUS_PERCENT : 0;
}

/** The extra emeralds a pack of `gems` bought at `atMs` earns from the campaign (rounded down). */
export function gemsPlusBonusGems(gems: number, atMs: number): number {
  return Math.floor((gems * gemsPlusPercentAt(atMs)) / 100);
}
