import type { ResourceAmounts } from '../content/resources.ts';

/**
 * The chests that gems spent open (content and rules). Every gem (emerald) the player spends on
 * anything counts; a chest opens for its contents once the total reaches its threshold, and each
 * opens once. The silver chest opens with the first gem spent ("any purchase"). The three status
 * calls show the chests in pairs (`CHEST`: silver and azure, `CHEST_2`: amber and golden, `CHEST_3`:
 * jade and lava).
 */
export const SPEND_CHEST_IDS = ['silver', 'azure', 'amber', 'golden', 'jade', 'lava'] as const;
export type SpendChestId = (typeof SPEND_CHEST_IDS)[number];

export const SPEND_CHEST_GROUPS = ['CHEST', 'CHEST_2', 'CHEST_3'] as const;
export type SpendChestGroup = (typeof SPEND_CHEST_GROUPS)[number];

export interface SpendChest {
  id: SpendChestId;
  group: SpendChestGroup;
  /** Gems spent that open it. */
  threshold: number;
  contents: ResourceAmounts;
}

/** Each chest gives back about a twentieth of its threshold in gems, with gold, crystals, elixir and tickets. */
export const SPEND_CHESTS: readonly SpendChest[] = [
  { id: 'silver', group: 'CHEST', threshold: 1, contents: { GOLD: 3000, CRYSTAL: 100, TICKETS: 1 } },
  {
    id: 'azure',
    group: 'CHEST',
    threshold: 3000,
    contents: { GOLD: 20_000, CRYSTAL: 600, ELIXIR: 100, TICKETS: 3, MITHRIL: 150 },
  },
  {
    id: 'amber',
    group: 'CHEST_2',
    threshold: 7000,
    contents: { GOLD: 40_000, CRYSTAL: 1200, ELIXIR: 200, TICKETS: 5, MITHRIL: 350 },
  },
  {
    id: 'golden',
    group: 'CHEST_2',
    threshold: 10_000,
    contents: { GOLD: 60_000, CRYSTAL: 1800, ELIXIR: 300, TICKETS: 7, MITHRIL: 500 },
  },
  {
    id: 'jade',
    group: 'CHEST_3',
    threshold: 20_000,
    contents: { GOLD: 120_000, CRYSTAL: 3500, ELIXIR: 600, TICKETS: 10, MITHRIL: 1000 },
  },
  {
    id: 'lava',
    group: 'CHEST_3',
    threshold: 50_000,
    contents: { GOLD: 300_000, CRYSTAL: 9000, ELIXIR: 1500, TICKETS: 25, MITHRIL: 2500 },
  },
];

export function spendChest(id: SpendChestId): SpendChest {
  return SPEND_CHESTS.find((chest) => chest.id === id)!;
}

export function spendChestsOf(group: SpendChestGroup): SpendChest[] {
  return SPEND_CHESTS.filter((chest) => chest.group === group);
}

/** How far the gems spent are towards a chest, 0 to 1. */
export function spendChestProgress(chest: SpendChest, spent: number): number {
  return Math.min(1, Math.max(0, spent) / chest.threshold);
}
