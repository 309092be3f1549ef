import { checkCardUse, MAX_ARK_CARDS_PER_HERO, type CardType } from '@rol/rules/heroes/cards';
import { canRankUp } from '@rol/rules/content/warrior-classes';
import type { AppContext } from '../http/app-context.ts';
import type { ActingPlayer } from '../http/acting-player.ts';
import { ApiError } from '../http/api-error.ts';
import { takeCard } from './card-queries.ts';
import { updateCreature } from './creature-queries.ts';
import { heroesAnswerWithCards, heroOf, withHeroAction } from './hero-action.ts';
import { heroClassOf } from './hero-loadout.ts';
import { applyFinishedStep } from './settle-steps.ts';
import { listUpgradeSteps, takeRunningStep } from './step-queries.ts';

/**
 * `creature/card/use`: one card of the type is taken with a conditional decrement (CARD_NOT_OWNED when
 * none is left, so two uses of the last card use it once), then it works on the hero or the whole
 * action rolls back: an Ark card raises a rankable hero's rank cap by 2 (ARK_CARD_USED the second
 * time); a finishing card (mouse, snake, eagle, elephant by tier; evolution on any but the Ark line)
 * finishes the hero's running step that has the most time left (UPGRADE_NOT_FOUND when none runs).
 * NO_SUITABLE_HEROES_FOR_CARD when the card does not work on the hero.
 */
export async function useCard(
  ctx: AppContext,
  who: ActingPlayer,
  params: { card: CardType; creatureId: number },
) {
  return withHeroAction(ctx, who, async (a) => {
    const playerId = a.player.id;
    const row = await heroOf(a, params.creatureId);
    if (!(await takeCard(a.tx, { playerId, card: params.card }))) throw new ApiError('CARD_NOT_OWNED', { card: params.card });
    const warriorClass = heroClassOf(row);
    if (params.card === 'ark' && canRankUp(warriorClass) && row.arkCards >= MAX_ARK_CARDS_PER_HERO)
      throw new ApiError('ARK_CARD_USED', { creatureId: row.id });
    const running = (await listUpgradeSteps(a.tx, playerId)).filter((s) => s.creatureId === row.id);
    const refusal = checkCardUse(params.card, { warriorClass, arkCards: row.arkCards }, running.length > 0);
    if (refusal) throw new ApiError(refusal, { card: params.card, creatureId: row.id });
    if (params.card === 'ark') {
      await updateCreature(a.tx, { playerId, creatureId: row.id, patch: { arkCards: row.arkCards + 1 } });
    } else {
      const longest = running.reduce((best, s) => (s.doneAt > best.doneAt ? s : best));
      const step = await takeRunningStep(a.tx, { playerId, stepId: longest.id, now: a.now });
      if (!step) throw new ApiError('UPGRADE_NOT_FOUND', { creatureId: row.id });
      await applyFinishedStep(a.tx, playerId, step, a.nowMs);
    }
    return heroesAnswerWithCards(a, [row.id]);
  });
}
