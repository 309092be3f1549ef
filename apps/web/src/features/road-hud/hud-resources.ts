import type { Balance } from '@rol/rules/content/resources';
import type { IconName } from '../../art/icons.ts';
import { palette } from '../../theme/palette.ts';

export interface HudResource {
  key: Balance;
  icon: IconName;
  color: string;
}

/** Every §3 player resource (and the EVENT_CURRENCY of road places and events), in HUD order. */
export const HUD_RESOURCES: readonly HudResource[] = [
  { key: 'gold', icon: 'two-coins', color: palette.gold },
  { key: 'mithril', icon: 'emerald', color: '#4fd08a' },
  { key: 'crystal', icon: 'crystal-growth', color: '#ff6f6f' },
  { key: 'elixir', icon: 'round-potion', color: '#6fb8ff' },
  { key: 'sulfur', icon: 'amethyst', color: '#c58cff' },
  { key: 'caviar', icon: 'fish-eggs', color: '#ff9a52' },
  { key: 'tickets', icon: 'ticket', color: '#ffd86b' },
  { key: 'goodPoints', icon: 'spiked-halo', color: palette.good },
  { key: 'evilPoints', icon: 'devil-mask', color: palette.evil },
  { key: 'eventCurrency', icon: 'pumpkin', color: '#ff8c2a' },
];

/** The experience bar's fill, 0..100. */
export function expPercent(currentExp: number, maxExp: number): number {
  if (!(maxExp > 0) || !Number.isFinite(currentExp)) return 0;
  return Math.max(0, Math.min(100, (currentExp / maxExp) * 100));
}
