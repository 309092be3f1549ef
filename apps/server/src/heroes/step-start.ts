import type { ResourceAmounts } from '@rol/rules/content/resources';
import { checkHammerFree } from '@rol/rules/heroes/hammers';
import { checkStepConflict, forceStep, rankStep, type StepPlan } from '@rol/rules/heroes/upgrade-steps';
import type { AppContext } from '../http/app-context.ts';
import type { ActingPlayer } from '../http/acting-player.ts';
import { ApiError } from '../http/api-error.ts';
import { listCreatureForces } from './force-queries.ts';
import { applyHeroAmounts, heroesAnswer, heroOf, withHeroAction, type HeroAction, type HeroesAnswer } from './hero-action.ts';
import { heroClassOf } from './hero-loadout.ts';
import { insertUpgradeStep, listUpgradeSteps } from './step-queries.ts';
import { recordGameEvent } from '../progress/record-game-event.ts';

/**
 * Starts a step on a magic hammer once the step itself is allowed: no step of the same target runs on
 * the hero (FORCE_UPGRADE_RUNNING / RANK_UPGRADE_RUNNING), a hammer is free (HAMMERS_BUSY; counted
 * with the player's row locked, so two starts at once for the last hammer start one), the price is
 * paid through the ledger (a §8 shortage otherwise).
 */
async function startStep(
  a: HeroAction,
  step: { creatureId: number; kind: 'force' | 'rank'; target: string; plan: StepPlan },
): Promise<HeroesAnswer> {
  const running = await listUpgradeSteps(a.tx, a.player.id);
  const forceId = step.kind === 'force' ? step.target : null;
  const conflict = checkStepConflict(
    running.map((s) => ({ heroId: s.creatureId, kind: s.kind, forceId: s.kind === 'force' ? s.target : null })),
    { heroId: step.creatureId, kind: step.kind, forceId },
  );
  if (conflict) throw new ApiError(conflict, { creatureId: step.creatureId, forceId });
  const busy = checkHammerFree(running.length, a.player.extraHammers);
  if (busy) throw new ApiError(busy, { running: running.length });
  await payStep(a, step.plan.cost, `${step.kind}-step`, `creature:${step.creatureId}:${step.target}:${step.plan.toRank}`);
  const inserted = await insertUpgradeStep(a.tx, {
    playerId: a.player.id,
    creatureId: step.creatureId,
    kind: step.kind,
    target: step.target,
    toRank: step.plan.toRank,
    startedAt: a.now,
    doneAt: new Date(a.nowMs + step.plan.seconds * 1000),
  });
  if (!inserted) throw new ApiError(step.kind === 'rank' ? 'RANK_UPGRADE_RUNNING' : 'FORCE_UPGRADE_RUNNING');
  await recordGameEvent(a.tx, { playerId: a.player.id, tutorialSteps: a.player.tutorialSteps }, 'UPGRADE_STARTED', 1, a.nowMs);
  return heroesAnswer(a, [step.creatureId]);
}

async function payStep(a: HeroAction, cost: ResourceAmounts, reason: string, reference: string) {
  await applyHeroAmounts(a, { amounts: cost, sign: -1, reason, reference });
}

/**
 * `creature/force/upgrade`: studies the force (rank 0 → 1) or improves it one rank (§4).
 * INCOMPATIBLE_FORCE (not the hero's class, or the hero's rank below the force's learn rank),
 * FORCE_MAX_RANK, then the checks of `startStep`.
 */
export async function upgradeForce(
  ctx: AppContext,
  who: ActingPlayer,
  params: { creatureId: number; forceId: string },
): Promise<HeroesAnswer> {
  return withHeroAction(ctx, who, async (a) => {
    const playerId = a.player.id;
    const row = await heroOf(a, params.creatureId);
    const forces = await listCreatureForces(a.tx, { playerId, creatureId: row.id });
    const current = forces.find((f) => f.forceId === params.forceId)?.rank ?? 0;
    const plan = forceStep({ warriorClass: heroClassOf(row), rank: row.rank }, params.forceId, current);
    if (!plan.ok) throw new ApiError(plan.error, { creatureId: row.id, forceId: params.forceId });
    return startStep(a, { creatureId: row.id, kind: 'force', target: params.forceId, plan });
  });
}

/**
 * `creature/rank/upgrade`: raises the hero's rank one step on its main class (§5). RANK_UP_FORBIDDEN
 * for the classes that cannot rank up, RANK_MAX at the cap (§9, +2 per Ark card), then the checks of
 * `startStep`.
 */
export async function upgradeRank(ctx: AppContext, who: ActingPlayer, creatureId: number): Promise<HeroesAnswer> {
  return withHeroAction(ctx, who, async (a) => {
    const row = await heroOf(a, creatureId);
    const plan = rankStep({ warriorClass: heroClassOf(row), rank: row.rank, arkCards: row.arkCards });
    if (!plan.ok) throw new ApiError(plan.error, { creatureId: row.id });
    return startStep(a, { creatureId: row.id, kind: 'rank', target: 'rank', plan });
  });
}
