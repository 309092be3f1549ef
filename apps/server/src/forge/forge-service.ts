import { ARTIFACTS, isArtifactId, type ArtifactDef } from '@rol/rules/content/artifacts';
import { checkForge, FORGE_DAILY_LIMIT, forgeDay, reforgeBonus } from '@rol/rules/heroes/forge';
import type { PlayerRow } from '../db/schema/players.ts';
import { deleteArtifactItem, findArtifactItem } from '../artifacts/artifact-queries.ts';
import { creatureAfter } from '../artifacts/artifact-service.ts';
import { addCreatureBonus } from '../heroes/creature-queries.ts';
import { heroOf, withHeroAction } from '../heroes/hero-action.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import type { ActingPlayer } from '../http/acting-player.ts';
import { countReforge } from './forge-queries.ts';
import { assertTutorialAllows } from '../progress/tutorial-service.ts';

/** Reforges done today (the server day of `nowMs`): the stored count belongs to its day only. */
export function forgeCountToday(player: Pick<PlayerRow, 'forgeDay' | 'forgeCount'>, nowMs: number): number {
  return player.forgeDay === forgeDay(nowMs) ? player.forgeCount : 0;
}

/** `forge/get`, for the player as the request's session read it. */
export function getForge(ctx: AppContext, player: Pick<PlayerRow, 'forgeDay' | 'forgeCount'>) {
  return { countToday: forgeCountToday(player, ctx.clock()), limit: FORGE_DAILY_LIMIT };
}

/**
 * `forge/reforge`: the artifact is melted down (deleted, wherever it lay) and the chosen hero's bonus
 * grows by the rules' reforgeBonus (25 % of its power, §9). BLACKSMITH_TIRED after the day's limit;
 * SLOT_UNAVAILABLE for a temporal artifact or a temporal hero (neither takes part in upgrades).
 */
export function reforgeArtifact(ctx: AppContext, who: ActingPlayer, itemId: number, creatureId: number) {
  return withHeroAction(ctx, who, async (a) => {
    const { tx, player, nowMs } = a;
    assertTutorialAllows(player, 'forge');
    const playerId = player.id;
    const item = await findArtifactItem(tx, { playerId, itemId });
    if (!item || !isArtifactId(item.artifactId))
      throw new ApiError('ARTIFACT_NOT_FOUND', { artifactId: itemId });
    const creature = await heroOf(a, creatureId);
    const def: ArtifactDef = ARTIFACTS[item.artifactId];
    if (def.temporal === true || creature.temporal)
      throw new ApiError('SLOT_UNAVAILABLE', { artifactId: itemId, creatureId });
    const tired = checkForge(forgeCountToday(player, nowMs));
    const countToday = tired ? null : await countReforge(tx, { playerId, day: forgeDay(nowMs) });
    if (countToday === null) throw new ApiError('BLACKSMITH_TIRED', { limit: FORGE_DAILY_LIMIT });
    if (!(await deleteArtifactItem(tx, { playerId, itemId })))
      throw new ApiError('ARTIFACT_NOT_FOUND', { artifactId: itemId });
    await addCreatureBonus(tx, { playerId, creatureId, bonus: reforgeBonus(item.artifactId, item.level) });
    return {
      creature: await creatureAfter(tx, playerId, creatureId, nowMs),
      forge: { countToday, limit: FORGE_DAILY_LIMIT },
    };
  });
}
