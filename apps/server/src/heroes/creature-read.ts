import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { heroViewOf } from './creature-view.ts';
import type { HeroRows } from './hero-rows-query.ts';

/**
 * `creature/list`: every hero, the hammers and the cards (reads only; completed steps count as
 * applied), from the rows the session's statement read (`heroRowsSessionReads`).
 */
export function listHeroes(ctx: AppContext, read: HeroRows) {
  return heroViewOf(read.rows, read.extras, ctx.clock());
}

/** `creature/:id/get`: one hero of the player with the hammers; CREATURE_NOT_FOUND otherwise. */
export function getHero(ctx: AppContext, read: HeroRows, creatureId: number) {
  const view = heroViewOf(read.rows, read.extras, ctx.clock(), [creatureId]);
  const [creature] = view.creatures;
  if (!creature) throw new ApiError('CREATURE_NOT_FOUND', { creatureId });
  return { creature, hammerDto: view.hammerDto };
}
