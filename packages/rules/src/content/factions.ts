/** §3 factions. */
export const FACTIONS = ['sun', 'moon', 'shadow', 'none'] as const;
export type Faction = (typeof FACTIONS)[number];
