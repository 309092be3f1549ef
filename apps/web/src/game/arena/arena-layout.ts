import type { League } from '@rol/rules/arena/leagues';
import type { IconName } from '../../art/icons.ts';

/** Where a thing stands on the arena stage, in game pixels; `size` is its diameter. */
export interface Spot {
  x: number;
  y: number;
  size: number;
}

/** Each league's emblem: its colour (as the arena window's emblems) and the sign on it. */
export const LEAGUE_LOOKS: Record<League, { color: string; icon: IconName }> = {
  novice: { color: '#cfc6b4', icon: 'shield' },
  wooden: { color: '#9b6b3d', icon: 'shield' },
  stone: { color: '#8d8f91', icon: 'checked-shield' },
  bronze: { color: '#b87333', icon: 'crossed-swords' },
  silver: { color: '#c9cdd2', icon: 'crossed-swords' },
  gold: { color: '#e5b93b', icon: 'star-medal' },
  diamond: { color: '#7fd3e8', icon: 'star-medal' },
  masters: { color: '#7c4dbd', icon: 'knight-banner' },
  champions: { color: '#ffb347', icon: 'laurels' },
};

/**
 * The nine league emblems on a rising arc across the top of the stage, worst (left, low) to best
 * (right, high); the player's league stands larger.
 */
export function emblemSpots(count: number, mine: number, width: number, height: number): Spot[] {
  const base = Math.min(width / (count + 1.6), height * 0.075);
  const left = width * 0.08;
  const right = width * 0.92;
  const low = height * 0.25;
  const high = height * 0.13;
  return Array.from({ length: count }, (_, i) => {
    const t = count === 1 ? 0.5 : i / (count - 1);
    const size = i === mine ? base * 1.45 : base;
    return { x: left + (right - left) * t, y: low - (low - high) * Math.sin((t * Math.PI) / 2), size };
  });
}

/**
 * The opponents' squads on the sand, two to a row, best opponent first; `heroes` spots per squad
 * (at most six, in two rows of three). The field sits between the emblems and the DOM controls.
 */
export function squadSpots(
  squads: number,
  width: number,
  height: number,
): { stand: Spot; heroes: (count: number) => Spot[] }[] {
  const top = height * 0.37;
  const bottom = height * 0.8;
  const rows = Math.max(1, Math.ceil(squads / 2));
  const rowHeight = (bottom - top) / rows;
  return Array.from({ length: squads }, (_, i) => {
    const row = Math.floor(i / 2);
    const inRow = Math.min(2, squads - row * 2);
    const cellWidth = width / inRow;
    const x = cellWidth * ((i % 2) + 0.5);
    const y = top + rowHeight * (row + 0.5);
    const stand = { x, y, size: Math.min(cellWidth * 0.86, rowHeight * 1.3) };
    const heroes = (count: number): Spot[] => {
      const size = Math.min(cellWidth / 3.6, rowHeight * 0.34);
      return Array.from({ length: count }, (_, h) => {
        const line = Math.floor(h / 3);
        const inLine = Math.min(3, count - line * 3);
        const gap = size * 1.05;
        return {
          x: x + ((h % 3) - (inLine - 1) / 2) * gap,
          y: y - rowHeight * 0.12 + line * size * 0.9,
          size,
        };
      });
    };
    return { stand, heroes };
  });
}
