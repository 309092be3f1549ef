/**
 * Whom a player may attack. The window reaches up from the player's standing by a tenth of it (at
 * least OPPONENT_REACH_MIN seats), so a player far down can climb quickly and one near the top
 * fights their neighbours. The leader (nobody above) may attack the seats just below it; a win there
 * changes nothing but keeps the leader in practice.
 */
export const OPPONENT_REACH_MIN = 5;
/** How many opponents the arena window offers at once. */
export const OFFERED_OPPONENTS = 4;

/** The positions a player at `position` may attack, as an inclusive range (empty when alone). */
export function attackWindow(position: number, total: number): { from: number; to: number } | null {
  if (position === 1) return total >= 2 ? { from: 2, to: Math.min(total, 1 + OPPONENT_REACH_MIN) } : null;
  const reach = Math.max(OPPONENT_REACH_MIN, Math.floor(position / 10));
  return { from: Math.max(1, position - reach), to: position - 1 };
}

/** May the player at `attacker` attack the one at `defender` now (`total` standings)? */
export function mayAttack(attacker: number, defender: number, total: number): boolean {
  const reach = attackWindow(attacker, total);
  return reach !== null && defender !== attacker && defender >= reach.from && defender <= reach.to;
}

/**
 * The positions offered: OFFERED_OPPONENTS spread evenly over the reach, always including the
 * nearest seat above and the reach's top (best first). Deterministic, so two calls agree.
 */
export function offeredPositions(position: number, total: number): number[] {
  const reach = attackWindow(position, total);
  if (!reach) return [];
  const size = reach.to - reach.from + 1;
  if (size <= OFFERED_OPPONENTS) return range(reach.from, reach.to);
  const out = new Set<number>();
  for (let i = 0; i < OFFERED_OPPONENTS; i += 1)
    out.add(reach.from + Math.round((i * (size - 1)) / (OFFERED_OPPONENTS - 1)));
  return [...out].sort((a, b) => a - b);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * A won attack: the attacker takes the defender's seat when the defender stood above, and the
 * defender takes the attacker's; otherwise nothing moves. Returns the positions after.
 */
export function afterWin(attacker: number, defender: number): { attacker: number; defender: number } {
  return defender < attacker ? { attacker: defender, defender: attacker } : { attacker, defender };
}
