/** Whole turns the wheel makes before it stops on the drawn sector. */
export const SPIN_TURNS = 5;

/** The centre of sector `index` of `count`, in degrees clockwise from the top. */
export const sectorCentre = (index: number, count: number): number => (index + 0.5) * (360 / count);

/**
 * The rotation (degrees, only ever growing) that brings sector `index` under the pointer at the top,
 * from the wheel's `current` rotation, after SPIN_TURNS whole turns: the wheel turns clockwise, so the
 * sector at angle a stands at the top when the rotation is −a (mod 360).
 */
export function spinRotation(current: number, index: number, count: number): number {
  const target = (360 - sectorCentre(index, count)) % 360;
  const base = current - (((current % 360) + 360) % 360);
  let next = base + SPIN_TURNS * 360 + target;
  while (next - current < SPIN_TURNS * 360) next += 360;
  return next;
}

/** The sector under the pointer at `rotation` (the inverse, for tests and the stop check). */
export function sectorAt(rotation: number, count: number): number {
  const angle = (((360 - (rotation % 360)) % 360) + 360) % 360;
  return Math.floor(angle / (360 / count)) % count;
}
