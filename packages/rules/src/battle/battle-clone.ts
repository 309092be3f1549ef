import type { BattleCreature, BattleState } from './battle-types.ts';

/**
 * A copy of a battle state that the engine may change freely. Abilities are shared (content data
 * is never changed); everything that changes during a battle is copied.
 */
export function cloneBattleState(state: BattleState): BattleState {
  return {
    ...state,
    creatures: state.creatures.map(cloneCreature),
    consumables: state.consumables.map((c) => ({ ...c })),
  };
}

function cloneCreature(c: BattleCreature): BattleCreature {
  const copy: BattleCreature = {
    id: c.id,
    team: c.team,
    imageId: c.imageId,
    warriorClass: c.warriorClass,
    level: c.level,
    attack: c.attack,
    defence: c.defence,
    maxHealth: c.maxHealth,
    health: c.health,
    abilities: c.abilities,
    effects: c.effects.length === 0 ? [] : c.effects.map((e) => ({ ...e })),
    immortality: c.immortality,
    resurrected: c.resurrected,
    acted: c.acted,
  };
  if (c.monsterId !== undefined) copy.monsterId = c.monsterId;
  return copy;
}
