import type { EffectDef } from '../src/content/effects.ts';
import type { ConsumableId } from '../src/content/consumables.ts';
import type { WarriorClass } from '../src/content/warrior-classes.ts';
import type { BattleSetup, CombatantInit } from '../src/battle/battle-types.ts';

/** Small builders for battle tests (no randomness, no I/O). */
export function combatant(
  id: number,
  options: {
    attack?: number;
    defence?: number;
    health?: number;
    level?: number;
    abilities?: EffectDef[];
    warriorClass?: WarriorClass;
  } = {},
): CombatantInit {
  return {
    id,
    imageId: `img_${id}`,
    warriorClass: options.warriorClass ?? 'human',
    level: options.level ?? 1,
    attack: options.attack ?? 20,
    defence: options.defence ?? 5,
    health: options.health ?? 100,
    abilities: options.abilities ?? [],
  };
}

export function duelSetup(
  heroes: CombatantInit[],
  monsters: CombatantInit[],
  consumables: { id: number; consumableId: ConsumableId }[] = [],
  maxRounds?: number,
): BattleSetup {
  const setup: BattleSetup = {
    kind: 'MOB',
    placeId: 7,
    teams: [heroes, monsters],
    controllers: ['player', 'ai'],
    consumables: consumables.map((c) => ({ ...c, team: 0 as const })),
    rewards: {
      winnerReward: { gold: 10, experience: 20, items: [] },
      looserPenalty: { gold: 0, experience: 0, items: [] },
      healthPenalty: 10,
    },
  };
  if (maxRounds !== undefined) setup.maxRounds = maxRounds;
  return setup;
}
