import type { ResourceAmounts } from '@rol/rules/content/resources';
import { gemPackOf } from '@rol/rules/content/gem-packs';
import { BOOSTERS, type BoosterId } from '@rol/rules/economy/boosters';
import { findOffer } from '@rol/rules/economy/catalogue-shops';
import { CAMPAIGNS, campaignRunAt } from '@rol/rules/economy/campaigns';
import { DELAYED_CHEST_WAIT_MS, drawDelayedChest } from '@rol/rules/economy/delayed-chest';
import { promotionsOpen } from '@rol/rules/economy/promotions-gate';
import { SPEND_CHESTS } from '@rol/rules/economy/spend-chests';
import { WHEEL_AD_TICKETS, WHEEL_SECTORS, spinWheel, wheelSeed } from '@rol/rules/economy/wheel';
import { serverDay, serverDayStartAt } from '@rol/rules/server-day';
import { DAY_MINUTES, SIM_RESOURCES, type SimPlayer, type SimResource } from './sim-model.ts';

/**
 * The simulated player's economy: every change of a balance is booked with its reason (a source or
 * a sink), and once a server day the player does what the game's promotions offer — the wheel's free
 * spin, the ad tickets and every ticket spun, the campaigns' gifts, spare elixir sold at the market —
 * and keeps a delayed chest on
 * the clock. A free player buys the experience booster when its gems allow; a paying player keeps
 * it and the gold set running, and buys a gem pack when its gems run low. The rules and the content are the game's own (`@rol/rules/economy/*`).
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

/** The reason gems bought with money are booked under. */
export const PURCHASES = 'purchases';

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
  /** Market lots of elixir sold on a server day. */
  market: { day: number; lots: number };
  /** Game day (from 0) the first experience booster was bought with gems; null if never. */
  firstBoosterDay: number | null;
  /** Gems earned in play (every source but purchases), and the game day they first paid for the booster. */
  gemsEarned: number;
  boosterAffordableDay: number | null;
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
    market: { day: 0, lots: 0 },
    firstBoosterDay: null,
    gemsEarned: 0,
    boosterAffordableDay: null,
  };
}

const isSimResource = (k: string): k is SimResource => (SIM_RESOURCES as readonly string[]).includes(k);

/** Credits `amounts` (resources the simulation does not hold are left out) as a source. */
export function credit(p: SimPlayer, reason: string, amounts: ResourceAmounts): void {
  for (const [k, v] of Object.entries(amounts)) {
    if (!isSimResource(k) || !v) continue;
    p.resources[k] += v;
    p.economy.flows[k][reason] = (p.economy.flows[k][reason] ?? 0) + v;
    if (k === 'MITHRIL' && reason !== PURCHASES) p.economy.gemsEarned += v;
  }
  const e = p.economy;
  if (e.boosterAffordableDay === null && e.gemsEarned >= (BOOSTERS.experience.price.MITHRIL ?? 0))
    e.boosterAffordableDay = Math.floor(p.minutes / DAY_MINUTES);
}

/**
 * Debits `amounts` as a sink; gems spent count towards the chests by gems spent, which open at once
 * (from the promotions' level; the gems spent before it count when it comes).
 */
export function debit(p: SimPlayer, reason: string, amounts: ResourceAmounts): void {
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

/** Sells the elixir beyond ELIXIR_KEPT at the market as it comes, within the lot's daily limit. */
function sellElixir(p: SimPlayer): void {
  const lot = findOffer('market', 'elixir_to_gold');
  const per = lot?.price.elixir ?? 0;
  if (!lot || lot.goods.kind !== 'resources' || per <= 0) return;
  const e = p.economy;
  const today = serverDay(nowMs(p));
  if (e.market.day !== today) e.market = { day: today, lots: 0 };
  const count = Math.min(
    (lot.dailyLimit ?? 0) - e.market.lots,
    Math.floor((p.resources.ELIXIR - ELIXIR_KEPT) / per),
  );
  if (count <= 0) return;
  e.market.lots += count;
  debit(p, 'market', { ELIXIR: per * count });
  credit(p, 'market', { GOLD: (lot.goods.amounts.GOLD ?? 0) * count });
}

/** Once a server day: the campaigns' gifts, the ad tickets, the free spin, the market. */
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
    credit(p, PURCHASES, { MITHRIL: gemPackOf(PAYING_PACK_ID)?.gems ?? 0 });
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
 * What the economy does after game time passed: the new days' routines, the chest, the booster.
 * Below the promotions' level only what stays open (the market, the boosters bought with gems); the
 * day the level comes, that day's routine is done then.
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
    spinTickets(p);
  } else p.economy.day = today - 1;
  sellElixir(p);
  buyBoosters(p);
}
