import type { BattleState } from '../battle/battle-types.ts';
import { heroCombatant, type HeroLoadout } from '../battle/combatants.ts';
import { effectiveAttack, effectiveDefence, findAuraSources } from '../battle/effective-stats.ts';
import { toCreature } from '../battle/start-battle.ts';

/** What the hero page shows of a hero's strength. */
export interface HeroDisplayStats {
  attack: number;
  defence: number;
  /** Health before passive health effects: class, level, rank and bonus. */
  health: number;
  /**
   * Max health as a battle starts it, with the hero's own passive health effects: the road health
   * maximum (the server recovers health up to it, +1/min, and carries battle health back under it).
   */
  maxHealth: number;
}

const NO_REWARD = { gold: 0, experience: 0, items: [] };

/**
 * A hero's stats as the hero page shows them: its combatant (class at its level, rank, reforge and
 * exchange bonus) with its own passive stat effects (forces, artifacts, skills) applied by the battle
 * engine's own functions, as if the hero stood alone at the start of a battle (no runes, no allies,
 * no on-battle-start effects). Attack and defence are rounded.
 */
export function heroDisplayStats(loadout: HeroLoadout): HeroDisplayStats {
  const init = heroCombatant(loadout);
  const creature = toCreature(init, 0, [[init], []]);
  const state: BattleState = {
    kind: 'MOB',
    status: 'IN_PROGRESS',
    placeId: null,
    creatures: [creature],
    auraSources: findAuraSources([creature]),
    controllers: ['player', 'ai'],
    turningTeam: 0,
    round: 0,
    maxRounds: 0,
    consumables: [],
    winnerTeam: null,
    moveCount: 0,
    rewards: { winnerReward: NO_REWARD, looserPenalty: NO_REWARD, healthPenalty: 0 },
  };
  return {
    attack: Math.round(effectiveAttack(state, creature)),
    defence: Math.round(effectiveDefence(state, creature)),
    health: init.health,
    maxHealth: creature.maxHealth,
  };
}
