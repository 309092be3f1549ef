import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { loadHeroView } from './creature-view.ts';

/** `creature/list`: every hero, the hammers and the cards (reads only; completed steps count as applied). */
export async function listHeroes(ctx: AppContext, playerId: number) {
  return loadHeroView(ctx.db, playerId, ctx.clock());
}

/** `creature/:id/get`: one hero of the player with the hammers; CREATURE_NOT_FOUND otherwise. */
export async function getHero(ctx: AppContext, playerId: number, creatureId: number) {
  const view = await loadHeroView(ctx.db, playerId, ctx.clock(), [creatureId]);
  const [creature] = view.creatures;
  if (!creature) throw new ApiError('CREATURE_NOT_FOUND', { creatureId });
  return { creature, hammerDto: view.hammerDto };
}
