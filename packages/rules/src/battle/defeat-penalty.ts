/**
 * What a lost battle (a give-up included) takes: the loser's gold penalty as far as the balance
 * goes, and the health penalty from every hero. The server settles a loss with it and the give-up
 * window warns with it, so the warning always says what the result will do.
 */
export interface DefeatPenalty {
  gold: number;
  healthPerHero: number;
}

export function defeatPenalty(input: { penaltyGold: number; healthPenalty: number; gold: number }): DefeatPenalty {
  const gold = Math.max(0, Math.min(Math.floor(input.gold), Math.floor(input.penaltyGold)));
  return { gold, healthPerHero: Math.max(0, Math.floor(input.healthPenalty)) };
}

/** A hero's health after the loss: the health it ended with (at most its maximum) minus the penalty. */
export function healthAfterDefeat(health: number, maxHealth: number, healthPenalty: number): number {
  return Math.max(0, Math.min(maxHealth, Math.round(health)) - Math.max(0, healthPenalty));
}
