import type { ActiveBoosterDto, BoostersDto } from '@rol/protocol/booster-routes';
import {
  BOOSTER_IDS,
  BOOSTERS,
  boostedExperience,
  boosterAfter,
  isActive,
  type BoosterAction,
  type BoosterId,
} from '@rol/rules/economy/boosters';
import { shopPriceFor } from '@rol/rules/economy/bonus-perks';
import type { Tx } from '../db/database.ts';
import { storeCreaturesHealth } from '../heroes/health.ts';
import { recoveredHeroes } from '../heroes/health.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { applyAmounts, balancesOf } from '../ledger/balances.ts';
import { loadBoosterSlots, storeBoosterWindow, type BoosterSlots } from '../progress/booster-windows.ts';

/** The boosters running at `nowMs`, slot by slot. */
export function activeBoostersOf(slots: BoosterSlots, nowMs: number): ActiveBoosterDto[] {
  const out: ActiveBoosterDto[] = [];
  for (const slot of ['experience', 'set'] as const) {
    const window = slots[slot];
    if (isActive(window, nowMs)) out.push({ slot, ...window });
  }
  return out;
}

/** `booster/list`: every booster with its price and effects, and what runs now. */
export async function getBoosters(ctx: AppContext, playerId: number): Promise<BoostersDto> {
  const nowMs = ctx.clock();
  return {
    boosters: BOOSTER_IDS.map((boosterId) => {
      const { slot, hours, price, effects } = BOOSTERS[boosterId];
      return { boosterId, slot, hours, price, effects };
    }),
    active: activeBoostersOf(await loadBoosterSlots(ctx.db, playerId), nowMs),
    serverTimeMs: nowMs,
  };
}

/**
 * `booster/activate`, `/prolong`, `/replace`: the rules' `boosterAfter` on the slot, its gem price
 * (less the bonus status's discount, by the points of the locked row) through the ledger, the new window, all in one transaction under the player's row lock (so 50
 * concurrent activations start one booster and pay once). A set changing its window first stores
 * each hero's health recovered so far, so the regeneration of the window it leaves is kept.
 */
export async function changeBooster(ctx: AppContext, who: ActingPlayer, boosterId: BoosterId, action: BoosterAction) {
  const nowMs = ctx.clock();
  const now = new Date(nowMs);
  const { slot } = BOOSTERS[boosterId];
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    const slots = await loadBoosterSlots(tx, player.id);
    const next = boosterAfter(slots[slot], boosterId, action, nowMs);
    if (!next.ok) {
      const current = slots[slot];
      throw new ApiError(next.error, isActive(current, nowMs) ? { boosterId: current.boosterId, endsAt: current.endsAt } : {});
    }
    const after = await applyAmounts(tx, {
      playerId: player.id,
      amounts: shopPriceFor(BOOSTERS[boosterId].price, player.bonusPoints),
      sign: -1,
      reason: `booster-${action}`,
      reference: boosterId,
      now,
    });
    if (slot === 'set') await settleHealth(tx, player.id, nowMs);
    await storeBoosterWindow(tx, { playerId: player.id, slot, window: next.window });
    return {
      active: activeBoostersOf({ ...slots, [slot]: next.window }, nowMs),
      balances: balancesOf({ ...player, ...after }),
    };
  });
}

/** Every hero's health as recovered until now, stored with `healthAt` now. */
async function settleHealth(tx: Tx, playerId: number, nowMs: number): Promise<void> {
  const heroes = await recoveredHeroes(tx, playerId, nowMs);
  await storeCreaturesHealth(tx, {
    playerId,
    heroes: heroes.map((h) => ({ creatureId: h.row.id, health: h.health })),
    now: new Date(nowMs),
  });
}

/** A won battle's experience with the boosters running at `now` (experience booster and set). */
export function experienceWithBoosters(slots: BoosterSlots, experience: number, now: Date): number {
  if (experience <= 0) return experience;
  return boostedExperience(experience, [slots.experience, slots.set], now.getTime());
}
