import type { CreatureDto } from '@rol/protocol/player-dto';
import { checkSquad } from '@rol/rules/heroes/squad';
import type { AppContext } from '../http/app-context.ts';
import type { ActingPlayer } from '../http/acting-player.ts';
import { ApiError } from '../http/api-error.ts';
import { loadCreatureDtos } from './creature-view.ts';
import { clearSquad, listCreaturesByIds, updateCreature } from './creature-queries.ts';
import { withHeroAction } from './hero-action.ts';

/**
 * `creature/squad/set`: the squad in battle order (slot 0 first) — SQUAD_EMPTY, SQUAD_FULL past 6,
 * SQUAD_DUPLICATE, CREATURE_NOT_FOUND; every other hero leaves it. Answers every hero.
 */
export async function setSquad(
  ctx: AppContext,
  who: ActingPlayer,
  creatureIds: readonly number[],
): Promise<{ creatures: CreatureDto[] }> {
  const refusal = checkSquad(creatureIds);
  if (refusal) throw new ApiError(refusal, { count: creatureIds.length });
  return withHeroAction(ctx, who, async (a) => {
    const playerId = a.player.id;
    const rows = await listCreaturesByIds(a.tx, { playerId, creatureIds });
    const missing = creatureIds.find((id) => !rows.some((r) => r.id === id));
    if (missing !== undefined) throw new ApiError('CREATURE_NOT_FOUND', { creatureId: missing });
    await clearSquad(a.tx, playerId);
    for (const [slot, creatureId] of creatureIds.entries())
      await updateCreature(a.tx, { playerId, creatureId, patch: { inSquad: true, slot } });
    return { creatures: await loadCreatureDtos(a.tx, playerId, a.nowMs) };
  });
}
