/** §3 resource kinds a road place can hold. */
export const ROAD_RESOURCE_KINDS = [
  'GOLD',
  'CRYSTAL',
  'ELIXIR',
  'MITHRIL',
  'SULFUR',
  'CAVIAR',
  'TICKETS',
  'EVENT_CURRENCY',
] as const;
export type RoadResourceKind = (typeof ROAD_RESOURCE_KINDS)[number];

/**
 * §3 resource kinds of rewards and prices: the road's kinds plus the two sides' points, the clan
 * order's points, the shadow's points and the arena's cups, which only the day's tasks give
 * (docs/tasks.md) and no road place holds.
 */
export const RESOURCE_KINDS = [
  ...ROAD_RESOURCE_KINDS,
  'GOOD_POINTS',
  'EVIL_POINTS',
  'ORDER_POINTS',
  'SHADOW_POINTS',
  'CUPS',
] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** An amount of several resources, e.g. a price or a reward. */
export type ResourceAmounts = Partial<Record<ResourceKind, number>>;

export function isResourceKind(value: string): value is ResourceKind {
  return (RESOURCE_KINDS as readonly string[]).includes(value);
}

/**
 * Every balance a player holds: the resource kinds above (camelCase, as the balance columns and
 * the wire name them) plus bonus points and golden tickets. The one list the ledger, its columns and the
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
  'orderPoints',
  'shadowPoints',
  'cups',
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
  GOOD_POINTS: 'goodPoints',
  EVIL_POINTS: 'evilPoints',
  ORDER_POINTS: 'orderPoints',
  SHADOW_POINTS: 'shadowPoints',
  CUPS: 'cups',
};
