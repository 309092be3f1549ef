import { and, eq } from 'drizzle-orm';
import type { MonasteryDto } from '@rol/protocol/monastery-routes';
import { isForceId } from '@rol/rules/content/forces';
import { MONASTERY, monasteryOpen, retrainRefund } from '@rol/rules/world/monastery';
import { creatureForces } from '../db/schema/creature-forces.ts';
import { loadHeroRows } from '../heroes/hero-rows-query.ts';
import { heroStates, type HeroState } from '../heroes/hero-state.ts';
import { settleReadSteps } from '../heroes/settle-steps.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { applyAmounts, balancesOf } from '../ledger/balances.ts';
import { assertTutorialAllows } from '../progress/tutorial-service.ts';

const runs = (hero: HeroState, forceId: string) => hero.running.some((s) => s.kind === 'force' && s.target === forceId);

/** `monastery/get`: per hero, the studied forces (completed steps counted) and their refunds. */
export async function getMonastery(ctx: AppContext, who: ActingPlayer): Promise<MonasteryDto> {
  const nowMs = ctx.clock();
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    const rows = await loadHeroRows(tx, player.id);
    const heroes = rows ? heroStates(rows.rows, rows.extras, nowMs) : [];
    return {
      open: monasteryOpen(player.bestVictoryStair),
      openStair: MONASTERY.openStair,
      refundPercent: MONASTERY.refundPercent,
      heroes: heroes.map((hero) => ({
        creatureId: hero.row.id,
        forces: [...hero.forces]
          .filter(([forceId, rank]) => rank > 0 && isForceId(forceId))
          .map(([forceId, rank]) => ({
            forceId,
            rank,
            refund: isForceId(forceId) ? retrainRefund(forceId, rank) : {},
            running: runs(hero, forceId),
          })),
      })),
    };
  });
}

/**
 * `monastery/retrain`: the hero forgets `forceId` (its row is deleted after the finished steps are
 * written) and the refund is credited through the ledger, in one transaction with the player's row
 * locked. A force with a running step cannot be forgotten (the step would bring it back).
 */
export async function retrainForce(ctx: AppContext, who: ActingPlayer, creatureId: number, forceId: string) {
  const nowMs = ctx.clock();
  const now = new Date(nowMs);
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    assertTutorialAllows(player, 'monastery');
    if (!monasteryOpen(player.bestVictoryStair)) throw new ApiError('MONASTERY_CLOSED', { stair: MONASTERY.openStair });
    if (player.battleId !== null) throw new ApiError('PLAYER_IN_BATTLE', { battleId: player.battleId });
    const rows = await loadHeroRows(tx, player.id);
    const hero = rows ? heroStates(rows.rows, rows.extras, nowMs).find((h) => h.row.id === creatureId) : undefined;
    if (!rows || !hero) throw new ApiError('CREATURE_NOT_FOUND', { creatureId });
    const rank = hero.forces.get(forceId) ?? 0;
    if (!isForceId(forceId) || rank <= 0) throw new ApiError('MONASTERY_FORCE_NOT_STUDIED', { creatureId, forceId });
    if (runs(hero, forceId)) throw new ApiError('FORCE_UPGRADE_RUNNING', { creatureId, forceId });
    await settleReadSteps(tx, player.id, rows.extras.steps, nowMs);
    await tx
      .delete(creatureForces)
      .where(and(eq(creatureForces.creatureId, creatureId), eq(creatureForces.forceId, forceId), eq(creatureForces.playerId, player.id)));
    const refund = retrainRefund(forceId, rank);
    const after = await applyAmounts(tx, {
      playerId: player.id,
      amounts: refund,
      sign: 1,
      reason: 'monastery-retrain',
      reference: `creature:${creatureId}:${forceId}`,
      now,
    });
    return { creatureId, forceId, refund, balances: balancesOf({ ...player, ...after }) };
  });
}
