/** Where a creature's medallion stands, in game pixels; `size` is its diameter. */
export interface Slot {
  x: number;
  y: number;
  size: number;
}

/** Share of the height kept free for the round banner (top) and the DOM action bar (bottom). */
export const TOP_BAND = 0.09;
export const BOTTOM_BAND = 0.24;
const PER_ROW = 3;

/**
 * Two rows of medallions per side (docs/architecture.md, "Art and sound"): the monsters above, the squad below, each side's
 * first row nearest the middle. `index` order is the battle's (creatures sorted by id, §9).
 */
export function battleSlots(count: number, side: 'top' | 'bottom', width: number, height: number): Slot[] {
  if (count <= 0) return [];
  const fieldTop = height * TOP_BAND;
  const fieldBottom = height * (1 - BOTTOM_BAND);
  const half = (fieldBottom - fieldTop) / 2;
  const bandTop = side === 'top' ? fieldTop : fieldTop + half;
  const rows = Math.ceil(count / PER_ROW);
  const rowHeight = half / rows;
  const size = Math.max(24, Math.min(width / (PER_ROW + 0.9), rowHeight * 0.62, 150 * (width / 600)));
  const slots: Slot[] = [];
  for (let i = 0; i < count; i += 1) {
    const row = Math.floor(i / PER_ROW);
    const inRow = Math.min(PER_ROW, count - row * PER_ROW);
    const column = i % PER_ROW;
    // The first row faces the other side across the middle of the field.
    const band = side === 'top' ? rows - 1 - row : row;
    const y = bandTop + rowHeight * (band + 0.5) - size * 0.06;
    const gap = width / (inRow + 1);
    const stagger = rows > 1 && row % 2 === 1 ? gap * 0.12 : 0;
    slots.push({ x: gap * (column + 1) + stagger, y, size });
  }
  return slots;
}
