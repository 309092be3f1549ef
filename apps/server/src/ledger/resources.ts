import type { ErrorCode } from '@rol/protocol/error-codes';
import { players } from '../db/schema/players.ts';

/** Every balance a player holds (§3 resources). */
export const RESOURCES = [
  'gold',
  'crystal',
  'elixir',
  'mithril',
  'sulfur',
  'caviar',
  'tickets',
  'goodPoints',
  'evilPoints',
  'eventCurrency',
] as const;
export type Resource = (typeof RESOURCES)[number];

export const RESOURCE_COLUMNS = {
  gold: players.gold,
  crystal: players.crystal,
  elixir: players.elixir,
  mithril: players.mithril,
  sulfur: players.sulfur,
  caviar: players.caviar,
  tickets: players.tickets,
  goodPoints: players.goodPoints,
  evilPoints: players.evilPoints,
  eventCurrency: players.eventCurrency,
} as const satisfies Record<Resource, unknown>;

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
};
