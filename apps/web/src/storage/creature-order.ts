/**
 * The order of the creature panels (§3 local storage: the creature order of the mini panel and of
 * the unlimited panel).
 * The stored list of ids wins; heroes not in it (new ones) follow in their given order, and ids of
 * heroes no longer in the squad are forgotten.
 */
export function orderByStored<T extends { id: number }>(
  creatures: readonly T[],
  stored: readonly number[],
): T[] {
  const byId = new Map(creatures.map((c) => [c.id, c]));
  const seen = new Set<number>();
  const out: T[] = [];
  for (const id of stored) {
    const creature = byId.get(id);
    if (creature && !seen.has(id)) {
      out.push(creature);
      seen.add(id);
    }
  }
  for (const creature of creatures) if (!seen.has(creature.id)) out.push(creature);
  return out;
}

/** The ids with `id` moved one place towards the start (−1) or the end (+1); unchanged at an edge. */
export function moveId(ids: readonly number[], id: number, delta: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + delta;
  if (from === -1 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  next[from] = ids[to]!;
  next[to] = id;
  return next;
}

/** The ids with `a` and `b` swapped (unchanged when either is missing). */
export function swapIds(ids: readonly number[], a: number, b: number): number[] {
  const i = ids.indexOf(a);
  const j = ids.indexOf(b);
  if (i === -1 || j === -1) return [...ids];
  const next = [...ids];
  next[i] = b;
  next[j] = a;
  return next;
}
