import { CONSUMABLES, isConsumableId } from '@rol/rules/content/consumables';
import type { CreatureLook } from '../../stores/battle-store.ts';

/** The squad's team in a MOB battle: heroes are team 0, monsters team 1. */
const SQUAD_TEAM = 0;

/**
 * Whether the squad may use item `consumableId` on `creature` (the rules' consumable table, §5):
 * its target team (own or enemy), and the dead only for resurrection items ("Creature not dead"),
 * the living only for the others ("Creature dead"). An unknown item targets nobody.
 */
export function canTarget(consumableId: string, creature: Pick<CreatureLook, 'team' | 'health'>): boolean {
  if (!isConsumableId(consumableId)) return false;
  const def = CONSUMABLES[consumableId];
  const team = def.targetTeam === 'own' ? SQUAD_TEAM : 1 - SQUAD_TEAM;
  if (creature.team !== team) return false;
  return def.requiresDead ? creature.health <= 0 : creature.health > 0;
}

/** The ids of the creatures item `consumableId` may be used on now. */
export function consumableTargets(consumableId: string, creatures: readonly CreatureLook[]): number[] {
  return creatures.filter((c) => canTarget(consumableId, c)).map((c) => c.id);
}

/** Whether the item is used on a fallen hero (the hint asks for one). */
export function needsDead(consumableId: string): boolean {
  return isConsumableId(consumableId) && CONSUMABLES[consumableId].requiresDead;
}
