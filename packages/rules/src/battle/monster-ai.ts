import { otherTeam } from './battle-context.ts';
import type { BattleState, TeamIndex } from './battle-types.ts';
import { baseDamage } from './damage-formula.ts';
import { canAct, effectiveAttack, effectiveDefence, propertyChance } from './effective-stats.ts';

/**
 * The AI's choice of a blow for `team` (monsters, arena defenders, auto-play): among every ready
 * attacker and living enemy, prefer a blow that kills (the most dangerous victim first); otherwise
 * the blow that takes the largest share of a dangerous enemy's health. Deterministic: ties go to
 * the lowest ids. Null when nobody of `team` can act or nobody is left to hit.
 */
export function chooseAiHit(
  state: BattleState,
  team: TeamIndex,
): { attackerId: number; defenderId: number } | null {
  let best: { attackerId: number; defenderId: number; score: number } | null = null;
  const enemies = state.creatures
    .filter((c) => c.team === otherTeam(team) && c.health > 0)
    .map((c) => ({
      c,
      defence: effectiveDefence(state, c),
      landing: 1 - propertyChance(state, c, 'shadow'),
      threat: 1 + effectiveAttack(state, c),
    }));
  for (const attacker of state.creatures) {
    if (attacker.team !== team || !canAct(attacker)) continue;
    const attack = effectiveAttack(state, attacker);
    for (const { c: enemy, defence, landing, threat } of enemies) {
      const expected = baseDamage(attack, defence, attacker.level, enemy.level) * landing;
      const kills = expected >= enemy.health;
      const score = (kills ? 1_000_000 : 0) + Math.min(1, expected / Math.max(1, enemy.health)) * threat;
      if (best === null || score > best.score)
        best = { attackerId: attacker.id, defenderId: enemy.id, score };
    }
  }
  return best && { attackerId: best.attackerId, defenderId: best.defenderId };
}
