/**
 * Where the squad's medallions stand around the player's stair (reference pixels, relative to the
 * stair's centre): the first hero in front and largest, the others in a widening arc behind.
 */
export interface SquadSpot {
  x: number;
  y: number;
  size: number;
}

const SPOTS: readonly SquadSpot[] = [
  { x: 0, y: -58, size: 132 },
  { x: -138, y: -96, size: 104 },
  { x: 138, y: -96, size: 104 },
  { x: -228, y: -150, size: 86 },
  { x: 228, y: -150, size: 86 },
  { x: 0, y: -178, size: 86 },
];

export const MAX_SQUAD = SPOTS.length;

export function squadSpots(count: number): SquadSpot[] {
  return SPOTS.slice(0, Math.max(0, Math.min(count, MAX_SQUAD)));
}

/** The squad in display order: by slot (heroes without a slot last), then by id. */
export function squadOrder<T extends { id: number; slot: number | null; inSquad: boolean }>(creatures: readonly T[]): T[] {
  const inSquad = creatures.filter((c) => c.inSquad);
  const list = inSquad.length > 0 ? inSquad : [...creatures];
  return list
    .sort((a, b) => (a.slot ?? Number.MAX_SAFE_INTEGER) - (b.slot ?? Number.MAX_SAFE_INTEGER) || a.id - b.id)
    .slice(0, MAX_SQUAD);
}
