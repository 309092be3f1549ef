import type { ErrorCode } from '@rol/protocol/error-codes';
import { BALANCES, type Balance } from '@rol/rules/content/resources';
import { players } from '../db/schema/players.ts';

/** Every balance a player holds: the ledger's resources (`BALANCES`, one column each). */
export const RESOURCES = BALANCES;
export type Resource = Balance;

/** The players' column of each balance. */
export const RESOURCE_COLUMNS = Object.fromEntries(
  RESOURCES.map((resource) => [resource, players[resource]]),
) as { [R in Resource]: (typeof players)[R] };

/** §8: what the player is told when a balance is too small. */
export const SHORTAGE_ERRORS: Record<Resource, ErrorCode> = {
  gold: 'NOT_ENOUGH_FUNDS',
  crystal: 'NOT_ENOUGH_RESOURCES',
  elixir: 'NOT_ENOUGH_RESOURCES',
  mithril: 'NOT_ENOUGH_GEMS',
  sulfur: 'NOT_ENOUGH_AMETHYSTS',
  caviar: 'NOT_ENOUGH_CAVIAR',
  tickets: 'NOT_ENOUGH_TICKETS',
  goodPoints: 'NOT_ENOUGH_FRACTION_POINTS',
  evilPoints: 'NOT_ENOUGH_FRACTION_POINTS',
  // Event tokens: the Ark line is sold for them (§8 "Not enough tokens").
  eventCurrency: 'NOT_ENOUGH_TOKENS',
  // Bonus points are never debited; a refund takes back only what is held.
  bonusPoints: 'NOT_ENOUGH_RESOURCES',
  goldenTickets: 'NOT_ENOUGH_GOLDEN_TICKETS',
  // §8 names the fraction points' shortage; the order's and the shadow's points are such points.
  orderPoints: 'NOT_ENOUGH_FRACTION_POINTS',
  shadowPoints: 'NOT_ENOUGH_FRACTION_POINTS',
  cups: 'NOT_ENOUGH_RESOURCES',
};
