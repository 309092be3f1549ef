import { gemPackOf, packWheelTickets } from '@rol/rules/content/gem-packs';
import { gemsPlusBonusGems } from '@rol/rules/economy/gems-plus-campaign';
import { BONUS_POINTS_PER_EMERALD, goldenTicketsEarned, packBonusGems } from '@rol/rules/economy/bonus-status';
import { BOOSTERS, type BoosterId } from '@rol/rules/economy/boosters';
import { checkShopBuy, findOffer, type CatalogueShop } from '@rol/rules/economy/catalogue-shops';
import { CAMPAIGNS, campaignRunAt } from '@rol/rules/economy/campaigns';
import { DELAYED_CHEST_WAIT_MS, drawDelayedChest } from '@rol/rules/economy/delayed-chest';
import { promotionsOpen } from '@rol/rules/economy/promotions-gate';
import { SPEND_CHESTS } from '@rol/rules/economy/spend-chests';
import { WHEEL_AD_TICKETS, WHEEL_SECTORS, spinWheel, wheelSeed } from '@rol/rules/economy/wheel';
import { serverDay, serverDayStartAt } from '@rol/rules/server-day';
import type { GameEvent } from '@rol/rules/world/game-events';
import { simAmountsOf, timesAmounts, type SimAmounts } from './sim-balances.ts';
import { DAY_MINUTES, SIM_RESOURCES, type SimPlayer, type SimResource } from './sim-model.ts';

/**
 * The simulated player's economy: every change of a balance is booked with its reason (a source or
 * a sink), and once a server day the player does what the game's promotions offer — the wheel's free
 * spin, the ad tickets and every ticket spun, the campaigns' gifts — and keeps a delayed chest on
 * the clock. At the shops it sells spare elixir and its amethysts at the market and turns its caviar
 * into wheel tickets. A free player buys the experience booster when its gems allow; a paying player keeps
 * it and the gold set running, and buys a gem pack when its gems run low (with its bonus points, the
 * bonus status's extra gems and the golden tickets, which buy the VIP amulets). The rules and the
 * content are the game's own (`@rol/rules/economy/*`).
 * Like the server, it takes no free promotion below the promotions' level (`promotionsOpen`): the
 * wheel, its tickets, the delayed chest, the chests by gems spent and the gifts wait for it.
 */

/** The first moment of every simulated player: a Monday, 00:00 UTC, 03:00 Moscow (the campaigns' calendar is real). */
export const SIM_START_MS = Date.UTC(2026, 0, 5);

/**
 * A paying player buys this pack (9.99 USD) when its gems fall below `PAYING_LOW_GEMS`, at most once
 * a server day, and keeps the experience booster and this set running.
 */
export const PAYING_PACK_ID = 'gems_650';
export const PAYING_LOW_GEMS = 200;
export const PAYING_SET: BoosterId = 'gold';
/** The market lot a player sells its spare elixir at, once a day, keeping `ELIXIR_KEPT`. */
export const ELIXIR_KEPT = 100;

/**
 * `free`: takes every promotion, never pays; `paying`: also buys gems and keeps the set; `road`: plays
 * the road and the upgrades only, no promotion (the guards' tension is judged on it: the bare road).
 */
export type SimProfile = 'free' | 'paying' | 'road';

/** The reason gems bought with money (and the bonus points and golden tickets they earn) are booked under. */
export const PURCHASES = 'purchases';
/** The reason the bonus status's extra gems on a pack are booked under. */
export const BONUS_STATUS = 'bonus status';
/** The reason the GEMS_PLUS_50 campaign's extra gems on a pack are booked under. */
export const GEMS_PLUS = 'gems +50 campaign';
/** Reasons of gems that come with money, not from play. */
const PAID_GEMS: readonly string[] = [PURCHASES, BONUS_STATUS, GEMS_PLUS];

/** Signed amounts by resource and reason: a source is positive, a sink negative. */
export type Flows = Record<SimResource, Record<string, number>>;

export interface SimEconomy {
  profile: SimProfile;
  worldSeed: number;
  playerSeed: number;
  flows: Flows;
  /** The last server day whose daily routine was done. */
  day: number;
  wheelRng: readonly [number, number, number, number];
  /** Delayed chests put on the clock so far, and when the current one opens (game minutes). */
  chests: number;
  chestReadyAt: number;
  /** Campaign runs whose gift was taken, `id:run`, and the day's uses of daily ones, `id:day`. */
  campaignUses: Record<string, number>;
  gemsSpent: number;
  spendChestsOpened: number;
  /** The experience booster runs until this minute (game time); the set likewise. */
  boosterEndsAt: number;
  setEndsAt: number;
  /** The server day of the last gem pack bought. */
  packDay: number;
  /** The shops' offers bought on a server day, by `shop:offer` (their daily limits). */
  shopDay: { day: number; bought: Record<string, number> };
  /** Game day (from 0) the first experience booster was bought with gems; null if never. */
  firstBoosterDay: number | null;
  /** Gems earned in play (every source but purchases), and the game day they first paid for the booster. */
  gemsEarned: number;
  boosterAffordableDay: number | null;
  /** The day's tasks paying the sides' points (sim-tasks.ts). */
  tasks: { day: number; counts: Partial<Record<GameEvent, number>>; taken: number[] };
  /** The faction shop's amulets bought (each once; then the points buy consumable packs). */
  factionAmulets: string[];
}

export function newEconomy(profile: SimProfile, playerSeed: number, worldSeed: number): SimEconomy {
  return {
    profile,
    worldSeed,
    playerSeed,
    flows: Object.fromEntries(SIM_RESOURCES.map((r) => [r, {}])) as Flows,
    day: serverDay(SIM_START_MS) - 1,
    wheelRng: wheelSeed(worldSeed, playerSeed),
    chests: 0,
    chestReadyAt: Number.POSITIVE_INFINITY,
    campaignUses: {},
    gemsSpent: 0,
    spendChestsOpened: 0,
    boosterEndsAt: 0,
    setEndsAt: 0,
    packDay: 0,
    shopDay: { day: 0, bought: {} },
    firstBoosterDay: null,
    gemsEarned: 0,
    boosterAffordableDay: null,
    tasks: { day: 0, counts: {}, taken: [] },
    factionAmulets: [],
  };
}

const isSimResource = (k: string): k is SimResource => (SIM_RESOURCES as readonly string[]).includes(k);

/** Credits `amounts` as a source. */
export function credit(p: SimPlayer, reason: string, amounts: SimAmounts): void {
  for (const [k, v] of Object.entries(amounts)) {
    if (!isSimResource(k) || !v) continue;
    p.resources[k] += v;
    p.economy.flows[k][reason] = (p.economy.flows[k][reason] ?? 0) + v;
    if (k === 'MITHRIL' && !PAID_GEMS.includes(reason)) p.economy.gemsEarned += v;
  }
  const e = p.economy;
  if (e.boosterAffordableDay === null && e.gemsEarned >= (BOOSTERS.experience.price.MITHRIL ?? 0))
    e.boosterAffordableDay = Math.floor(p.minutes / DAY_MINUTES);
}

/**
 * Debits `amounts` as a sink; gems spent count towards the chests by gems spent, which open at once
 * (from the promotions' level; the gems spent before it count when it comes).
 */
export function debit(p: SimPlayer, reason: string, amounts: SimAmounts): void {
  for (const [k, v] of Object.entries(amounts)) {
    if (!isSimResource(k) || !v) continue;
    p.resources[k] -= v;
    p.economy.flows[k][reason] = (p.economy.flows[k][reason] ?? 0) - v;
    if (k === 'MITHRIL') p.economy.gemsSpent += v;
  }
  openSpendChests(p);
}

/** Opens every chest by gems spent whose threshold is reached, once the promotions are open. */
function openSpendChests(p: SimPlayer): void {
  const e = p.economy;
  if (e.profile === 'road' || !promotionsOpen(p.level)) return;
  for (let next = SPEND_CHESTS[e.spendChestsOpened]; next && e.gemsSpent >= next.threshold;) {
    e.spendChestsOpened += 1;
    credit(p, 'chests by gems spent', next.contents);
    next = SPEND_CHESTS[e.spendChestsOpened];
  }
}

const nowMs = (p: SimPlayer) => SIM_START_MS + p.minutes * 60_000;

/** The experience bonus running now (1 = +100 %): the booster's and the set's add up. */
export function experienceBonus(p: SimPlayer): number {
  const e = p.economy;
  return (
    (e.boosterEndsAt > p.minutes ? BOOSTERS.experience.effects.experience : 0) +
    (e.setEndsAt > p.minutes ? BOOSTERS[PAYING_SET].effects.experience : 0)
  );
}

/** Health points a hero recovers in the next `minutes` (+1 a minute, the set's multiplier while it runs). */
export function recovered(p: SimPlayer, minutes: number): number {
  const inSet = Math.max(0, Math.min(minutes, p.economy.setEndsAt - p.minutes));
  return minutes + inSet * (BOOSTERS[PAYING_SET].effects.regeneration - 1);
}

function startOrProlongBooster(p: SimPlayer): void {
  const hours = BOOSTERS.experience.hours * 60;
  p.economy.boosterEndsAt = Math.max(p.economy.boosterEndsAt, p.minutes) + hours;
}

/** Spins the wheel once (free or for a ticket already paid) and takes its prize. */
function spin(p: SimPlayer): void {
  const { sector, state } = spinWheel(p.economy.wheelRng);
  p.economy.wheelRng = state;
  const prize = WHEEL_SECTORS[sector]?.prize;
  if (prize?.kind === 'resources') credit(p, 'wheel', prize.amounts);
  else if (prize?.kind === 'booster') startOrProlongBooster(p);
  // The hero prize (+3 attack, +3 defence, +15 health on one hero) is left aside: it is no balance.
}

/** The campaigns' gifts of resources and boosters running now, as often as their limits allow. */
function takeCampaignGifts(p: SimPlayer, day: number): void {
  // The player looks at the promotions at 15:00 Moscow time (noon UTC) of each server day it plays.
  const at = serverDayStartAt(day) + 15 * 3_600_000;
  for (const c of CAMPAIGNS) {
    if (!c.gift || (!c.gift.amounts && !c.gift.booster)) continue;
    const run = campaignRunAt(c, at);
    if (!run.running) continue;
    const runKey = `${c.id}:run${run.run}`;
    const dayKey = `${c.id}:day${day}`;
    const uses = p.economy.campaignUses;
    while (
      (c.usesPerRun === null || (uses[runKey] ?? 0) < c.usesPerRun) &&
      (c.usesPerDay === null || (uses[dayKey] ?? 0) < c.usesPerDay) &&
      (uses[dayKey] ?? 0) < 10
    ) {
      uses[runKey] = (uses[runKey] ?? 0) + 1;
      uses[dayKey] = (uses[dayKey] ?? 0) + 1;
      if (c.gift.amounts) credit(p, 'campaigns', c.gift.amounts);
      if (c.gift.booster) startOrProlongBooster(p);
    }
  }
}

/**
 * Buys up to `wanted` of a shop's offer, as many as the balances, the offer's daily limit and the
 * shop's opening allow (`checkShopBuy`, the server's rule); resources are credited at once, an
 * artifact goes to the storage (as the server gives it). Returns how many were bought.
 */
function buyOffer(p: SimPlayer, shop: CatalogueShop, offerId: string, wanted: number, reason: string): number {
  const offer = findOffer(shop, offerId);
  if (!offer || wanted <= 0) return 0;
  const e = p.economy;
  const today = serverDay(nowMs(p));
  if (e.shopDay.day !== today) e.shopDay = { day: today, bought: {} };
  const key = `${shop}:${offerId}`;
  const bought = e.shopDay.bought[key] ?? 0;
  const price = simAmountsOf(offer.price);
  const count = Math.min(
    wanted,
    (offer.dailyLimit ?? Number.POSITIVE_INFINITY) - bought,
    ...Object.entries(price).map(([k, v]) => Math.floor(p.resources[k as SimResource] / v)),
  );
  if (count <= 0 || checkShopBuy({ shop, offer, count, progressStair: p.stair, boughtToday: bought })) return 0;
  e.shopDay.bought[key] = bought + count;
  debit(p, reason, timesAmounts(price, count));
  const goods = offer.goods;
  if (goods.kind === 'resources') credit(p, reason, timesAmounts(goods.amounts, count));
  else if (goods.kind === 'artifact') {
    for (let i = 0; i < count; i += 1) p.storage.push({ artifactId: goods.artifactId, level: goods.level });
    p.rearm = true;
  }
  return count;
}

/**
 * The shops, as they come: elixir beyond ELIXIR_KEPT and every amethyst sold at the market (gold,
 * crystals: the simulation uses no consumable or card the portal shop sells for amethysts); caviar
 * turned into wheel tickets (the portal shop's lot first, it is cheaper, then the market's); golden
 * tickets spent on the amulet shop's VIP amulets (their only use).
 */
function shop(p: SimPlayer): void {
  const elixirLot = findOffer('market', 'elixir_to_gold')?.price.elixir ?? 0;
  if (elixirLot > 0)
    buyOffer(p, 'market', 'elixir_to_gold', Math.floor((p.resources.ELIXIR - ELIXIR_KEPT) / elixirLot), 'market');
  buyOffer(p, 'market', 'amethyst_to_crystal', Number.POSITIVE_INFINITY, 'market');
  buyOffer(p, 'portal', 'wheel_ticket', Number.POSITIVE_INFINITY, 'portal shop');
  buyOffer(p, 'market', 'caviar_to_ticket', Number.POSITIVE_INFINITY, 'market');
  buyOffer(p, 'amulet', 'golden_koschey_crown', 1, 'amulet shop');
  buyOffer(p, 'amulet', 'golden_witch_mirror', 1, 'amulet shop');
  factionShop(p, 'good_phoenix', 'good_healing');
  factionShop(p, 'evil_shadow', 'evil_fire');
  buyOffer(p, 'faction', 'shadow_ice', 1, 'faction shop');
}

/**
 * A side's points at the faction shop: its amulet once they reach its price (once), otherwise the
 * cheapest consumable pack, one a day, whenever they allow (the packs are a sink: the simulation uses
 * no consumable).
 */
function factionShop(p: SimPlayer, amuletOffer: string, packOffer: string): void {
  const owned = p.economy.factionAmulets;
  if (!owned.includes(amuletOffer) && buyOffer(p, 'faction', amuletOffer, 1, 'faction shop') > 0) {
    owned.push(amuletOffer);
    return;
  }
  buyOffer(p, 'faction', packOffer, 1, 'faction shop');
}

/** Once a server day: the campaigns' gifts, the ad tickets, the free spin. */
function dailyRoutine(p: SimPlayer, day: number): void {
  takeCampaignGifts(p, day);
  credit(p, 'ads', { TICKETS: WHEEL_AD_TICKETS });
  spin(p);
}

/** Spins every ticket held (a ticket a spin), the prizes taken at once. */
function spinTickets(p: SimPlayer): void {
  while (p.resources.TICKETS > 0) {
    debit(p, 'wheel spins', { TICKETS: 1 });
    spin(p);
  }
}

/** Takes the delayed chest when it is open and puts the next on the clock (the player is always near). */
function delayedChest(p: SimPlayer): void {
  const e = p.economy;
  const waitMinutes = DELAYED_CHEST_WAIT_MS / 60_000;
  if (e.chests === 0) {
    e.chests = 1;
    e.chestReadyAt = p.minutes + waitMinutes;
  }
  while (e.chestReadyAt <= p.minutes) {
    credit(p, 'delayed chest', drawDelayedChest(e.worldSeed, e.playerSeed, e.chests, p.level).amounts);
    e.chests += 1;
    e.chestReadyAt = p.minutes + waitMinutes;
  }
}

/**
 * Buys the experience booster when none runs and the gems allow it; a paying player also keeps the
 * set running and buys a pack when its gems run low (at most one a server day).
 */
function buyBoosters(p: SimPlayer): void {
  const e = p.economy;
  const today = serverDay(nowMs(p));
  if (e.profile === 'paying' && p.resources.MITHRIL < PAYING_LOW_GEMS && e.packDay < today) {
    e.packDay = today;
    // As the server rewards a payment (payments/purchase-rewards.ts): the status's extra gems by the
    // points held before it, GEMS_PLUS_50's half more while it runs, then a bonus point per gem, the
    // golden tickets the points cross and the pack's wheel tickets (spun with the day's others).
    const gems = gemPackOf(PAYING_PACK_ID)?.gems ?? 0;
    const points = p.resources.BONUS_POINTS;
    const gained = gems * BONUS_POINTS_PER_EMERALD;
    credit(p, PURCHASES, { MITHRIL: gems });
    credit(p, BONUS_STATUS, { MITHRIL: packBonusGems(points, gems) });
    credit(p, GEMS_PLUS, { MITHRIL: gemsPlusBonusGems(gems, nowMs(p)) });
    credit(p, PURCHASES, {
      GOLDEN_TICKETS: goldenTicketsEarned(points, gained),
      BONUS_POINTS: gained,
      TICKETS: packWheelTickets(gems),
    });
  }
  const booster = BOOSTERS.experience;
  if (e.boosterEndsAt <= p.minutes && p.resources.MITHRIL >= (booster.price.MITHRIL ?? 0)) {
    debit(p, 'boosters', booster.price);
    startOrProlongBooster(p);
    e.firstBoosterDay ??= Math.floor(p.minutes / DAY_MINUTES);
  }
  const set = BOOSTERS[PAYING_SET];
  if (e.profile === 'paying' && e.setEndsAt <= p.minutes && p.resources.MITHRIL >= (set.price.MITHRIL ?? 0)) {
    debit(p, 'boosters', set.price);
    e.setEndsAt = p.minutes + set.hours * 60;
  }
}

/**
 * What the economy does after game time passed: the new days' routines, the chest, the shops, the
 * tickets spun, the booster. Below the promotions' level only what stays open (the shops, the
 * boosters bought with gems); the day the level comes, that day's routine is done then.
 */
export function economyTick(p: SimPlayer): void {
  if (p.economy.profile === 'road') return;
  const today = serverDay(nowMs(p));
  if (promotionsOpen(p.level)) {
    while (p.economy.day < today) {
      p.economy.day += 1;
      dailyRoutine(p, p.economy.day);
    }
    delayedChest(p);
    openSpendChests(p);
  } else p.economy.day = today - 1;
  shop(p);
  if (promotionsOpen(p.level)) spinTickets(p);
  buyBoosters(p);
}
