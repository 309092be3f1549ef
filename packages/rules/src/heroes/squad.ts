import { MAX_SQUAD } from '../battle/mob-battle.ts';

/** §9: a squad has up to 6 heroes (the battle's own limit). */
export { MAX_SQUAD };

/** Why `ids` cannot be the squad, or null: none, more than MAX_SQUAD, or a hero twice. */
export function checkSquad(ids: readonly number[]): 'SQUAD_FULL' | 'SQUAD_DUPLICATE' | 'SQUAD_EMPTY' | null {
  if (ids.length === 0) return 'SQUAD_EMPTY';
  if (ids.length > MAX_SQUAD) return 'SQUAD_FULL';
  if (new Set(ids).size !== ids.length) return 'SQUAD_DUPLICATE';
  return null;
}
