import type { PlatformFamily } from '../../platforms/platform-adapter.ts';

/**
 * The `bank/get` query for the page: on VK Play (mystore) the player's currency from the address
 * (§5: the store charges in roubles unless it says USD or EUR; the server decides which), so the
 * packs are shown and sold in it; everywhere else the server prices by the player's platform alone.
 */
export function bankGetQuery(family: PlatformFamily | null, currency: string): { currency?: string } {
  return family === 'mystore' && /^[A-Z]{3}$/.test(currency) ? { currency } : {};
}
