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
