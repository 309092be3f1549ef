/** Experience needed to pass from `level` to the next one: grows a little faster than linearly. */
export function experienceToNextLevel(level: number): number {
  const l = Math.max(1, Math.floor(level));
  return Math.round(50 * l * Math.sqrt(l)) + 50;
}

/** Adds experience and returns the new level and the experience carried into it. */
export function addExperience(level: number, currentExp: number, gained: number): { level: number; currentExp: number } {
  let lvl = level;
  let exp = currentExp + Math.max(0, gained);
  while (exp >= experienceToNextLevel(lvl)) {
    exp -= experienceToNextLevel(lvl);
    lvl += 1;
  }
  return { level: lvl, currentExp: exp };
}
