import type { CreatureDto } from '@rol/protocol/player-dto';
import type { BalancesDto } from '@rol/protocol/balances-dto';
import { WARRIOR_CLASSES, type WarriorClass } from '@rol/rules/content/warrior-classes';
import { shopPriceFor } from '@rol/rules/economy/bonus-perks';
import type { Gender } from '@rol/rules/content/starters';
import { MAX_SQUAD } from '@rol/rules/heroes/squad';
import { heroDisplayStats } from '@rol/rules/heroes/hero-stats';
import { shopHeroImageId } from '@rol/rules/heroes/hero-looks';
import {
  arrivalRank,
  checkHeroPurchase,
  HERO_SHOP,
  HERO_SHOP_TIERS,
  heroPrice,
  isTierOpen,
  MAX_HEROES,
  progressStair,
  shopClasses,
  type ShopTier,
} from '@rol/rules/heroes/hero-shop';
import { creatureAfter } from '../artifacts/artifact-service.ts';
import type { Tx } from '../db/database.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { applyAmounts, balancesOf } from '../ledger/balances.ts';
import { countHeroes, insertCreature, takenSquadSlots } from './shop-queries.ts';
import { assertTutorialAllows } from '../progress/tutorial-service.ts';

/**
 * `shop/hero/get`, for the player and the count of its heroes as the request's session statement read
 * them (`heroCountSessionReads`): every tab, open by the player's progress stair, with the next hero's
 * price.
 */
export function getHeroShop(player: Pick<PlayerRow, 'stair' | 'bestVictoryStair'>, owned: number) {
  const stair = progressStair(player);
  return {
    tabs: HERO_SHOP_TIERS.map((tier) => ({
      tier,
      open: isTierOpen(tier, stair),
      fromStair: HERO_SHOP[tier].fromStair,
      price: heroPrice(tier, owned),
      offers: shopClasses(tier).map((warriorClass) => ({
        warriorClass,
        faction: WARRIOR_CLASSES[warriorClass].faction,
        imageId: shopHeroImageId(warriorClass, 'male'),
      })),
    })),
    ownedHeroes: owned,
    maxHeroes: MAX_HEROES,
  };
}

/** The first squad slot free, or null when the squad is full. */
function freeSquadSlot(taken: readonly number[]): number | null {
  if (taken.length >= MAX_SQUAD) return null;
  for (let slot = 0; slot < MAX_SQUAD; slot += 1) if (!taken.includes(slot)) return slot;
  return null;
}

/**
 * `shop/hero/buy`, in one transaction with the player's row locked: the rules' checkHeroPurchase
 * (HERO_TIER_LOCKED with details.stair, HERO_CLASS_INVALID, HERO_LIMIT), the price heroPrice(tier,
 * owned) — its emeralds, when it has any, less the bonus status's discount — through the ledger (a
 * shortage is its §8 error), then the hero: level 1 at full health, the
 * arrival rank of its class, the tokens it cost kept for an Ark exchange, in the first free squad
 * slot when the squad has fewer than 6.
 */
export async function buyHero(
  ctx: AppContext,
  who: ActingPlayer,
  params: { tier: ShopTier; warriorClass: string; gender: Gender | undefined },
): Promise<{ creature: CreatureDto; balances: BalancesDto }> {
  const nowMs = ctx.clock();
  const now = new Date(nowMs);
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    assertTutorialAllows(player, 'hero-shop');
    const playerId = player.id;
    const owned = await countHeroes(tx, playerId);
    const error = checkHeroPurchase({ ...params, progressStair: progressStair(player), ownedHeroes: owned });
    if (error === 'HERO_TIER_LOCKED') throw new ApiError(error, { stair: HERO_SHOP[params.tier].fromStair });
    if (error) throw new ApiError(error, { tier: params.tier, warriorClass: params.warriorClass });
    const warriorClass = params.warriorClass as WarriorClass;
    const price = shopPriceFor(heroPrice(params.tier, owned), player.bonusPoints);
    const after = await applyAmounts(tx, {
      playerId,
      amounts: price,
      sign: -1,
      reason: 'hero-shop',
      reference: `${params.tier}:${warriorClass}`,
      now,
    });
    const creature = await addShopHero(tx, {
      playerId,
      warriorClass,
      gender: params.gender ?? 'male',
      spentTokens: price.EVENT_CURRENCY ?? 0,
      nowMs,
    });
    return { creature, balances: balancesOf({ ...player, ...after }) };
  });
}

/**
 * A new hero of `warriorClass` for the player (the shop's and the offers'): level 1 at full health,
 * the arrival rank of its class, the tokens it cost kept for an Ark exchange, in the first free
 * squad slot when the squad has fewer than 6. In the caller's transaction, the player's row locked.
 */
export async function addShopHero(
  tx: Tx,
  params: { playerId: number; warriorClass: WarriorClass; gender: Gender; spentTokens: number; nowMs: number },
): Promise<CreatureDto> {
  const { playerId, warriorClass, gender, nowMs } = params;
  const now = new Date(nowMs);
  const imageId = shopHeroImageId(warriorClass, gender);
  const rank = arrivalRank(warriorClass);
  const { maxHealth } = heroDisplayStats({
    id: 1,
    warriorClass,
    imageId,
    level: 1,
    rank,
    forces: [],
    artifacts: [],
    skills: [],
  });
  const slot = freeSquadSlot(await takenSquadSlots(tx, playerId));
  const row = await insertCreature(tx, {
    playerId,
    warriorClass,
    imageId,
    gender,
    level: 1,
    rank,
    health: maxHealth,
    healthAt: now,
    inSquad: slot !== null,
    slot,
    spentTokens: params.spentTokens,
    createdAt: now,
  });
  return creatureAfter(tx, playerId, row.id, nowMs);
}
