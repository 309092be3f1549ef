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
  { key: 'orderPoints', icon: 'knight-banner', color: '#7fb2ff' },
  { key: 'shadowPoints', icon: 'hooded-figure', color: '#b48cff' },
  { key: 'cups', icon: 'laurels', color: '#ffd24a' },
  { key: 'eventCurrency', icon: 'pumpkin', color: '#ff8c2a' },
];

/** The resources every player spends from the first stairs: always on the bar, even at 0. */
export const FIRST_RESOURCES: readonly Balance[] = ['gold', 'crystal', 'elixir', 'mithril'];
/** At most this many chips stand on the bar; the rest wait behind the "more" chip. */
export const MAX_SHOWN_RESOURCES = 5;

/**
 * The chips the bar shows now: the first resources, then any other the player holds (in HUD
 * order), at most MAX_SHOWN_RESOURCES; `hidden` counts the rest, all listed behind one tap.
 */
export function shownResources(balances: Partial<Record<Balance, number>>): { shown: HudResource[]; hidden: number } {
  const matters = HUD_RESOURCES.filter((r) => FIRST_RESOURCES.includes(r.key) || (balances[r.key] ?? 0) > 0);
  const shown = matters.slice(0, MAX_SHOWN_RESOURCES);
  return { shown, hidden: HUD_RESOURCES.length - shown.length };
}

/** The experience bar's fill, 0..100. */
export function expPercent(currentExp: number, maxExp: number): number {
  if (!(maxExp > 0) || !Number.isFinite(currentExp)) return 0;
  return Math.max(0, Math.min(100, (currentExp / maxExp) * 100));
}
