import type { DefenceHeroDto } from '@rol/protocol/arena-routes';
import type { DefenceSnapshot } from '@rol/rules/arena/arena-battle';
import type { HeroLoadout } from '@rol/rules/battle/combatants';
import { MAX_SQUAD } from '@rol/rules/battle/mob-battle';
import { heroLoadout } from '../heroes/hero-loadout.ts';
import { heroStates } from '../heroes/hero-state.ts';
import type { HeroRows } from '../heroes/hero-rows-query.ts';
import { ApiError } from '../http/api-error.ts';

/** The loadouts of every hero of the player now (steps done by now applied), by hero id. */
export function loadoutsById({ rows, extras }: HeroRows, nowMs: number): Map<number, HeroLoadout> {
  return new Map(heroStates(rows, extras, nowMs).map((h) => [h.row.id, heroLoadout(h)]));
}

/** The squad heroes (slot order, at most 6) as a defence snapshot: what a new arena player defends with. */
export function squadSnapshot(heroes: HeroRows, nowMs: number): DefenceSnapshot {
  const loadouts = loadoutsById(heroes, nowMs);
  return heroes.rows
    .filter((r) => r.inSquad)
    .slice(0, MAX_SQUAD)
    .flatMap((r) => loadouts.get(r.id) ?? []);
}

/** The chosen heroes' snapshot, in the order given: each must be the player's, each once. */
export function chosenSnapshot(
  heroes: HeroRows,
  creatureIds: readonly number[],
  nowMs: number,
): DefenceSnapshot {
  if (new Set(creatureIds).size !== creatureIds.length) throw new ApiError('GROUP_DUPLICATE');
  const loadouts = loadoutsById(heroes, nowMs);
  return creatureIds.map((id) => {
    const loadout = loadouts.get(id);
    if (!loadout) throw new ApiError('CREATURE_NOT_FOUND', { creatureId: id });
    return loadout;
  });
}

export function defenceHeroesOf(defence: DefenceSnapshot): DefenceHeroDto[] {
  return defence.map((h) => ({
    imageId: h.imageId,
    warriorClass: h.warriorClass,
    level: h.level,
    rank: h.rank,
  }));
}
