/** The narrowest side panel worth showing, and the widest one (CSS pixels). */
export const SIDE_MIN = 200;
export const SIDE_MAX = 300;
/** Space kept between a panel and the framed road, and the screen's edge. */
export const SIDE_GAP = 28;

/**
 * The width of each side panel beside the framed road on a desktop (docs/road.md, "The desktop"):
 * the room left on each side of the road's column, less the gaps, at most SIDE_MAX; 0 (no panels)
 * when that room is under SIDE_MIN or the layout is not a desktop — a phone keeps its full-screen road.
 */
export function sidePanelWidth(viewportWidth: number, stageWidth: number, desktop: boolean): number {
  if (!desktop) return 0;
  const room = Math.floor((viewportWidth - stageWidth) / 2) - SIDE_GAP * 2;
  if (room < SIDE_MIN) return 0;
  return Math.min(SIDE_MAX, room);
}

/** The tasks a side panel lists: open ones first (ready to take, then nearest to done), at most `limit`. */
export function tasksToShow<T extends { claimed: boolean; complete: boolean; progress: number; total: number; kind: string }>(
  tasks: readonly T[],
  limit = 4,
): T[] {
  const share = (t: T) => (t.total > 0 ? t.progress / t.total : 0);
  return tasks
    .filter((t) => !t.claimed)
    .sort((a, b) => Number(b.complete) - Number(a.complete) || share(b) - share(a))
    .slice(0, limit);
}
