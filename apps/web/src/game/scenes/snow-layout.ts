/** Shares of the stage height the snow world's controls cover at the top and at the bottom. */
export interface SnowInsets {
  top: number;
  bottom: number;
}

export interface SnowLedge {
  stair: number;
  /** Centre of the ledge, game pixels. */
  x: number;
  y: number;
  /** The place medallion's diameter (the ledge is wider). */
  size: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Where the snow scene draws its stairs: stair 1 at the bottom of the band the controls leave free,
 * the last at its top, swaying left and right as a mountain path does. The medallions are as large
 * as the nearest two stairs allow (at most 64 reference pixels), so a short phone shows smaller ones
 * rather than overlapping ones.
 */
export function snowLedges(stairs: number, width: number, height: number, insets: SnowInsets, unit: number): SnowLedge[] {
  const top = height * clamp(insets.top, 0, 0.5) + 36 * unit;
  const bottom = Math.max(height * (1 - clamp(insets.bottom, 0, 0.8)) - 30 * unit, top + stairs * 8 * unit);
  const spacing = stairs > 1 ? (bottom - top) / (stairs - 1) : 0;
  const sway = Math.min(width * 0.3, 190 * unit);
  const points = Array.from({ length: stairs }, (_, i) => ({
    stair: i + 1,
    x: width / 2 + Math.sin(i * 1.15) * sway,
    y: bottom - i * spacing,
  }));
  let nearest = Number.POSITIVE_INFINITY;
  for (let i = 1; i < points.length; i += 1)
    nearest = Math.min(nearest, Math.hypot(points[i]!.x - points[i - 1]!.x, points[i]!.y - points[i - 1]!.y));
  const size = clamp(nearest * 0.9, 14 * unit, 64 * unit);
  return points.map((point) => ({ ...point, size }));
}

/** What the scene draws of a visit: it redraws only when this changes (the hero's walk is animated). */
export function snowSignature(world: { stairs: number; places: readonly { stair: number; kind: string; done: boolean }[] } | null): string {
  if (!world) return '';
  return `${world.stairs}|${world.places.map((p) => `${p.kind[0]}${p.done ? 1 : 0}`).join('')}`;
}
