import { checkGroupUpgrade, checkHeroLevelUp, groupUpgradeCost } from '@rol/rules/heroes/hero-level';
import type { AppContext } from '../http/app-context.ts';
import type { ActingPlayer } from '../http/acting-player.ts';
import { ApiError } from '../http/api-error.ts';
import { listCreaturesByIds, raiseCreatureLevels } from './creature-queries.ts';
import { applyHeroAmounts, heroesAnswer, withHeroAction, type HeroesAnswer } from './hero-action.ts';

/**
 * `creature/level/upgrade` (§9 group upgrade): each listed hero one level up for gold, 1 to 6 heroes,
 * all or none — GROUP_EMPTY, GROUP_TOO_LARGE, GROUP_DUPLICATE, CREATURE_NOT_FOUND, HERO_LEVEL_MAX (a
 * hero's level never passes the player's), NOT_ENOUGH_FUNDS for the sum. Health is not written: the
 * higher maximum is recovered towards (+1/min) from the health stored last.
 */
export async function upgradeLevels(
  ctx: AppContext,
  who: ActingPlayer,
  creatureIds: readonly number[],
): Promise<HeroesAnswer> {
  const refusal = checkGroupUpgrade(creatureIds);
  if (refusal) throw new ApiError(refusal, { count: creatureIds.length });
  return withHeroAction(ctx, who, async (a) => {
    const playerId = a.player.id;
    const rows = await listCreaturesByIds(a.tx, { playerId, creatureIds });
    const missing = creatureIds.find((id) => !rows.some((r) => r.id === id));
    if (missing !== undefined) throw new ApiError('CREATURE_NOT_FOUND', { creatureId: missing });
    for (const row of rows)
      if (checkHeroLevelUp(row.level, a.player.level))
        throw new ApiError('HERO_LEVEL_MAX', { creatureId: row.id, level: row.level, playerLevel: a.player.level });
    await applyHeroAmounts(a, {
      amounts: groupUpgradeCost(rows.map((r) => r.level)),
      sign: -1,
      reason: 'hero-level',
      reference: `creatures:${creatureIds.join(',')}`,
    });
    await raiseCreatureLevels(a.tx, { playerId, creatureIds });
    return heroesAnswer(a, creatureIds);
  });
}
