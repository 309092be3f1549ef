/**
 * When a hero's maximum health changes on the road (an artifact given or taken), the part it misses
 * stays the same: a rise arrives as health too (a hero at 60/60 given +55 stands at 115/115, one at
 * 36/60 at 91/115), so a new artifact never makes a hero look wounded; a fall takes as much health
 * away, never the last point (so swapping an artifact off and on never heals). The hero page, the
 * health window and the next battle all read the health this leaves.
 */
export function healthAfterMaxChange(health: number, oldMax: number, newMax: number): number {
  const moved = health + (newMax - oldMax);
  const floor = Math.min(health, 1);
  return Math.max(floor, Math.min(newMax, moved));
}
