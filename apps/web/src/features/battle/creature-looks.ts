import type { BattleCreatureDto } from '@rol/protocol/battle-dto';
import type { CreatureDto } from '@rol/protocol/player-dto';
import type { Faction } from '@rol/rules/content/factions';
import { isElite, isMonsterId, MONSTERS } from '@rol/rules/content/monsters';
import { isWarriorClass, WARRIOR_CLASSES } from '@rol/rules/content/warrior-classes';
import type { CreatureLook } from '../../stores/battle-store.ts';

function factionOf(warriorClass: string): Faction {
  return isWarriorClass(warriorClass) ? WARRIOR_CLASSES[warriorClass].faction : 'none';
}

function standingOf(monsterId: string | null): CreatureLook['standing'] {
  if (monsterId === null || !isMonsterId(monsterId)) return 'usual';
  return MONSTERS[monsterId].boss ? 'boss' : isElite(monsterId) ? 'elite' : 'usual';
}

/**
 * The battle's creatures as the scene draws them: sorted by id (§9), heroes with their faction from
 * the player's own heroes, monsters with their class's faction. A rank the battle carries (an arena
 * battle's both sides) comes first, else the player's own hero's, else none.
 */
export function creatureLooks(
  creatures: readonly BattleCreatureDto[],
  heroes: readonly CreatureDto[],
  ranks: readonly { creatureId: number; rank: number }[] = [],
): CreatureLook[] {
  const byId = new Map(heroes.map((h) => [h.id, h]));
  const rankOf = new Map(ranks.map((r) => [r.creatureId, r.rank]));
  return [...creatures]
    .sort((a, b) => a.id - b.id)
    .map((c) => {
      const hero = c.team === 0 ? byId.get(c.id) : undefined;
      const frozen = c.effects.some((e) => e.type === 'freeze' && e.movesRemain > 0);
      return {
        id: c.id,
        team: c.team,
        imageId: c.imageId,
        monsterId: c.monsterId,
        warriorClass: c.warriorClass,
        standing: standingOf(c.monsterId),
        faction: hero?.faction ?? factionOf(c.warriorClass),
        rank: rankOf.get(c.id) ?? hero?.rank ?? 0,
        level: c.level,
        attack: c.attack,
        defence: c.defence,
        health: c.health,
        maxHealth: c.maxHealth,
        effects: c.effects.map((e) => ({ kind: e.type, movesRemain: e.movesRemain, value: 1, op: 'add' as const })),
        artifacts: hero?.artifacts.length ?? 0,
        canAct: c.health > 0 && !c.acted && !frozen,
      };
    });
}
