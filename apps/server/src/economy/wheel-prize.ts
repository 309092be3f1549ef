import { boosterAfter, isActive } from '@rol/rules/economy/boosters';
import type { WheelPrize } from '@rol/rules/economy/wheel';
import type { Tx } from '../db/database.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { addCreatureBonus, findCreature } from '../heroes/creature-queries.ts';
import { ApiError } from '../http/api-error.ts';
import { applyAmounts, type BalancesAfter } from '../ledger/balances.ts';
import { loadBoosterSlots, storeBoosterWindow } from '../progress/booster-windows.ts';

/**
 * Credits a wheel prize in the taking transaction: resources through the ledger, a hero's stat bonus
 * to the chosen hero (WHEEL_CREATURE_REQUIRED without one, CREATURE_NOT_FOUND for another's), an
 * experience booster started, or prolonged by its duration when one runs. The balances after it.
 */
export async function creditWheelPrize(
  tx: Tx,
  params: { player: PlayerRow; prize: WheelPrize; creatureId: number | undefined; nowMs: number; reference: string },
): Promise<BalancesAfter> {
  const { player, prize, nowMs } = params;
  if (prize.kind === 'resources')
    return applyAmounts(tx, {
      playerId: player.id,
      amounts: prize.amounts,
      sign: 1,
      reason: 'wheel-prize',
      reference: `${params.reference}:${prize.id}`,
      now: new Date(nowMs),
    });
  if (prize.kind === 'hero') {
    if (params.creatureId === undefined) throw new ApiError('WHEEL_CREATURE_REQUIRED');
    const hero = await findCreature(tx, { playerId: player.id, creatureId: params.creatureId });
    if (!hero) throw new ApiError('CREATURE_NOT_FOUND', { creatureId: params.creatureId });
    await addCreatureBonus(tx, { playerId: player.id, creatureId: hero.id, bonus: prize.bonus });
    return {};
  }
  const slots = await loadBoosterSlots(tx, player.id);
  const current = slots.experience;
  const next = boosterAfter(current, prize.boosterId, isActive(current, nowMs) ? 'prolong' : 'activate', nowMs);
  if (!next.ok) throw new Error(`wheel booster refused: ${next.error}`);
  await storeBoosterWindow(tx, { playerId: player.id, slot: 'experience', window: next.window });
  return {};
}
