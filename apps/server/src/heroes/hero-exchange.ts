import { checkExchange, exchangeBonus, exchangeRefund } from '@rol/rules/heroes/hero-exchange';
import type { AppContext } from '../http/app-context.ts';
import type { ActingPlayer } from '../http/acting-player.ts';
import { ApiError } from '../http/api-error.ts';
import { addCreatureBonus, deleteCreature } from './creature-queries.ts';
import { applyHeroAmounts, heroesAnswer, heroOf, withHeroAction, type HeroesAnswer } from './hero-action.ts';
import { heroClassOf } from './hero-loadout.ts';
import { returnHeldArtifacts } from './held-artifact-queries.ts';

/**
 * `creature/exchange` (§9): the donor leaves the player and the receiver gains 25 % of its base stats
 * (class at its level, settled rank, its own bonus) as bonus; an Ark donor's spent tokens come back
 * through the ledger. The donor's artifacts return to the storage; its forces and running steps go
 * with it. EXCHANGE_SAME_HERO, CREATURE_NOT_FOUND, HERO_NOT_EXCHANGEABLE (the player's own hero).
 */
export async function exchangeHero(
  ctx: AppContext,
  who: ActingPlayer,
  params: { donorId: number; receiverId: number },
): Promise<HeroesAnswer> {
  if (params.donorId === params.receiverId) throw new ApiError('EXCHANGE_SAME_HERO');
  return withHeroAction(ctx, who, async (a) => {
    const playerId = a.player.id;
    const donor = await heroOf(a, params.donorId);
    const receiver = await heroOf(a, params.receiverId);
    const refusal = checkExchange(donor.id, receiver.id, donor.characterId !== null);
    if (refusal) throw new ApiError(refusal, { creatureId: donor.id });
    const warriorClass = heroClassOf(donor);
    const bonus = exchangeBonus({
      warriorClass,
      level: donor.level,
      rank: donor.rank,
      bonus: { attack: donor.bonusAttack, defence: donor.bonusDefence, health: donor.bonusHealth },
    });
    await returnHeldArtifacts(a.tx, { playerId, creatureId: donor.id });
    if (!(await deleteCreature(a.tx, { playerId, creatureId: donor.id })))
      throw new ApiError('CREATURE_NOT_FOUND', { creatureId: donor.id });
    await addCreatureBonus(a.tx, { playerId, creatureId: receiver.id, bonus });
    await applyHeroAmounts(a, {
      amounts: exchangeRefund({ warriorClass, spentTokens: donor.spentTokens }),
      sign: 1,
      reason: 'hero-exchange',
      reference: `creature:${donor.id}`,
    });
    return heroesAnswer(a, [receiver.id]);
  });
}
