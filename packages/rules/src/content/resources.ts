/** §3 resource kinds of road places, rewards and prices. */
export const RESOURCE_KINDS = [
  'GOLD',
  'CRYSTAL',
  'ELIXIR',
  'MITHRIL',
  'SULFUR',
  'CAVIAR',
  'TICKETS',
  'EVENT_CURRENCY',
] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** An amount of several resources, e.g. a price or a reward. */
export type ResourceAmounts = Partial<Record<ResourceKind, number>>;

export function isResourceKind(value: string): value is ResourceKind {
  return (RESOURCE_KINDS as readonly string[]).includes(value);
}

/**
 * Every balance a player holds: the resource kinds above (camelCase, as the balance columns and
 * the wire name them) plus the two fraction points, bonus points and golden tickets. The one list the ledger, its columns and the
 * balances on the wire derive from.
 */
export const BALANCES = [
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
  'bonusPoints',
  'goldenTickets',
] as const;
export type Balance = (typeof BALANCES)[number];

/** The balance each resource kind of places, rewards and prices is held in. */
export const BALANCE_OF_KIND: Record<ResourceKind, Balance> = {
  GOLD: 'gold',
  CRYSTAL: 'crystal',
  ELIXIR: 'elixir',
  MITHRIL: 'mithril',
  SULFUR: 'sulfur',
  CAVIAR: 'caviar',
  TICKETS: 'tickets',
  EVENT_CURRENCY: 'eventCurrency',
};
