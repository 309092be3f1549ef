import type { Balance, ResourceKind } from '@rol/rules/content/resources';
import { palette } from '../theme/palette.ts';
import type { IconName } from './icons.ts';

/** The balance fields of a player, as the HUD and crediting answers name them. */
export type BalanceField = Balance;

export interface ResourceArt {
  field: BalanceField;
  icon: IconName;
  color: string;
}

/** How each §3 resource kind is drawn, and the player field holding it. */
export const RESOURCE_ART: Record<ResourceKind, ResourceArt> = {
  GOLD: { field: 'gold', icon: 'two-coins', color: palette.gold },
  MITHRIL: { field: 'mithril', icon: 'emerald', color: '#4fd08a' },
  CRYSTAL: { field: 'crystal', icon: 'crystal-growth', color: '#ff6f6f' },
  ELIXIR: { field: 'elixir', icon: 'round-potion', color: '#6fb8ff' },
  SULFUR: { field: 'sulfur', icon: 'amethyst', color: '#c58cff' },
  CAVIAR: { field: 'caviar', icon: 'fish-eggs', color: '#ff9a52' },
  TICKETS: { field: 'tickets', icon: 'ticket', color: '#ffd86b' },
  EVENT_CURRENCY: { field: 'eventCurrency', icon: 'pumpkin', color: '#ff8c2a' },
  GOOD_POINTS: { field: 'goodPoints', icon: 'spiked-halo', color: palette.good },
  EVIL_POINTS: { field: 'evilPoints', icon: 'devil-mask', color: palette.evil },
  ORDER_POINTS: { field: 'orderPoints', icon: 'knight-banner', color: '#7fb2ff' },
  SHADOW_POINTS: { field: 'shadowPoints', icon: 'hooded-figure', color: '#b48cff' },
  CUPS: { field: 'cups', icon: 'laurels', color: '#ffd24a' },
};
