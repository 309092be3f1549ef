import { remainingSeconds, speedUpPrice } from '@rol/rules/heroes/upgrade-steps';
import type { AppContext } from '../http/app-context.ts';
import type { ActingPlayer } from '../http/acting-player.ts';
import { ApiError } from '../http/api-error.ts';
import { applyHeroAmounts, heroesAnswer, withHeroAction, type HeroesAnswer } from './hero-action.ts';
import { applyFinishedStep } from './settle-steps.ts';
import { takeRunningStep } from './step-queries.ts';

/**
 * `creature/step/speedup`: finishes a running step now for gems (MITHRIL, `speedUpPrice` of the time
 * left). The step row is deleted with a condition (still there, the player's, still running), so of
 * two identical requests only one finds it — the other is UPGRADE_NOT_FOUND and pays nothing; a
 * shortage (NOT_ENOUGH_GEMS) rolls the deletion back.
 */
export async function speedUpStep(ctx: AppContext, who: ActingPlayer, stepId: number): Promise<HeroesAnswer> {
  return withHeroAction(ctx, who, async (a) => {
    const playerId = a.player.id;
    const step = await takeRunningStep(a.tx, { playerId, stepId, now: a.now });
    if (!step) throw new ApiError('UPGRADE_NOT_FOUND', { stepId });
    const price = speedUpPrice(remainingSeconds(step.doneAt, a.nowMs));
    if (price > 0)
      await applyHeroAmounts(a, {
        amounts: { MITHRIL: price },
        sign: -1,
        reason: 'step-speedup',
        reference: `step:${step.id}`,
      });
    await applyFinishedStep(a.tx, playerId, step, a.nowMs);
    return heroesAnswer(a, [step.creatureId]);
  });
}
