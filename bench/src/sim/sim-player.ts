import type { HeroLoadout } from '@rol/rules/battle/combatants';
import type { ArtifactId } from '@rol/rules/content/artifacts';
import { STARTER_CHARACTERS, STARTER_COMPANIONS } from '@rol/rules/content/starters';
import { healthRestoreOptions, type HealthRestoreId } from '@rol/rules/economy/health-restore';
import { guardReward } from '@rol/rules/content/monster-curve';
import { addExperience } from '@rol/rules/experience';
import { hashParts } from '@rol/rules/random/hash';
import { seedRng } from '@rol/rules/random/prng';
import { rngCursor } from '@rol/rules/random/rng-cursor';
import { stairPlaces } from '@rol/rules/road/stair-places';
import { playGuardBattle, roadMaxHealth } from './sim-battle.ts';
import {
  BATTLE_MINUTES,
  DAY_MINUTES,
  FIGHT_HEALTH_SHARE,
  GOLD_RESERVE_BATTLES,
  HEALTH_PER_MINUTE,
  MINUTES_PER_BLOW,
  OWN_HERO_ID,
  SIM_RESOURCES,
  type SimResource,
  WALK_MINUTES_PER_STAIR,
  type SimPlayer,
} from './sim-model.ts';
import {
  credit,
  debit,
  economyTick,
  experienceBonus,
  newEconomy,
  recovered,
  type Flows,
  type SimProfile,
} from './sim-economy.ts';
import { countTaskEvent } from './sim-tasks.ts';
import { collectStair, equipArtifact, powerReference, rearm } from './sim-road.ts';
import { finishSteps, newHero, spend, type SpendStyle } from './sim-upgrades.ts';

/** The server's everyday reward (apps/server players/everyday-reward.ts), once per game day. */
export function everydayReward(level: number): { GOLD: number; CRYSTAL: number } {
  return { GOLD: 50 + 25 * Math.max(1, level), CRYSTAL: 2 };
}

export interface SimOptions {
  worldSeed: number;
  playerSeed: number;
  /** The player stops after beating this stair's guard. */
  targetStair: number;
  /** Losses in a row on one stair after which the player gives up there (a wall). */
  maxLossesInRow: number;
  /** The squad fights with at least this share of its road health, else rests first (FIGHT_HEALTH_SHARE). */
  fightShare?: number;
  /** A free player (the default) or a paying one (sim-economy.ts). */
  profile?: SimProfile;
  /** The player also stops once this many game days have passed (no limit by default). */
  maxDays?: number;
  /** How the player spends (sim-upgrades.ts): sensible by default. */
  spendStyle?: SpendStyle;
  /** Game days whose end-of-day squad the run keeps (PlayerRun.days; none by default). */
  historyDays?: number;
}

export interface BattleRecord {
  stair: number;
  won: boolean;
  /** Share of the squad's road health the battle cost (penalty included). */
  healthLost: number;
}

export interface PlayerRun {
  playerSeed: number;
  starter: string;
  /** Highest stair whose guard was beaten. */
  reached: number;
  /** The stair the player gave up on, or null. */
  wall: number | null;
  battles: BattleRecord[];
  /** Game minutes and battles when the guard of each stair was beaten (index = stair). */
  passedAt: { minutes: number; battles: number }[];
  level: number;
  squad: string[];
  minutes: number;
  restMinutes: number;
  economy: EconomyRun;
  /**
   * The squad's loadouts and the player's level at the end of each game day (index 0 = day 1), for
   * the first `historyDays` days (the arena, sim-arena.ts); a player who stopped keeps its last squad.
   */
  days: { level: number; squad: HeroLoadout[] }[];
}

/** What the economy of a run came to (sim-economy.ts). */
export interface EconomyRun {
  profile: SimProfile;
  flows: Flows;
  /** Balances at the end. */
  balances: Record<SimResource, number>;
  firstBoosterDay: number | null;
  boosterAffordableDay: number | null;
  gemsSpent: number;
  spendChestsOpened: number;
}

function startPlayer(o: SimOptions): { player: SimPlayer; starter: string } {
  const rng = rngCursor(seedRng(hashParts(o.playerSeed, 'starter')));
  const character =
    rng.pick(Object.keys(STARTER_CHARACTERS) as (keyof typeof STARTER_CHARACTERS)[]) ?? 'knight';
  const companion =
    rng.pick(Object.keys(STARTER_COMPANIONS) as (keyof typeof STARTER_COMPANIONS)[]) ?? 'wolf';
  const player: SimPlayer = {
    stair: 1,
    level: 1,
    exp: 0,
    resources: Object.fromEntries(SIM_RESOURCES.map((r) => [r, 0])) as Record<SimResource, number>,
    heroes: [],
    bench: [],
    nextHeroId: OWN_HERO_ID,
    steps: [],
    storage: [],
    rearm: false,
    forge: { day: '', count: 0 },
    minutes: 0,
    battles: 0,
    restMinutes: 0,
    nextDailyAt: 0,
    rng: rng.state,
    economy: newEconomy(o.profile ?? 'free', o.playerSeed, o.worldSeed),
  };
  for (const warriorClass of [
    STARTER_CHARACTERS[character].warriorClass,
    STARTER_COMPANIONS[companion].warriorClass,
  ]) {
    const hero = newHero(player, warriorClass);
    player.nextHeroId += 1;
    player.heroes.push(hero);
  }
  fixHealth(player);
  for (const h of player.heroes) h.health = roadMaxHealth(h);
  return { player, starter: `${character}+${companion}` };
}

/**
 * The own character levels with the player (the others are raised with gold, sim-upgrades.ts);
 * no hero holds more health than its road maximum.
 */
function fixHealth(p: SimPlayer): void {
  for (const h of p.heroes) {
    if (h.loadout.id === OWN_HERO_ID && h.loadout.level !== p.level)
      h.loadout = { ...h.loadout, level: p.level };
    h.health = Math.max(0, Math.min(h.health, roadMaxHealth(h)));
  }
}

/** Lets `minutes` of game time pass: health +1/min, force steps finish, everyday rewards are taken. */
function wait(p: SimPlayer, minutes: number): void {
  const points = recovered(p, minutes) * HEALTH_PER_MINUTE;
  p.minutes += minutes;
  for (const h of p.heroes) h.health += points;
  finishSteps(p);
  while (p.nextDailyAt <= p.minutes) {
    const r = everydayReward(p.level);
    credit(p, 'everyday reward', r);
    p.nextDailyAt += DAY_MINUTES;
  }
  economyTick(p);
  fixHealth(p);
}

/**
 * Brings the squad's health up to `share` of its road maximum: with elixir, else gold, else gems
 * (the server's restore prices, rules economy/health-restore) when the player has enough for a full restore, else by resting the fewest whole
 * minutes that reach `share` (heroes recover in parallel, +1/min each).
 */
function restore(p: SimPlayer, share: number): void {
  const max = p.heroes.map((h) => roadMaxHealth(h));
  const missing = p.heroes.map((h, i) => (max[i] ?? 0) - h.health);
  const total = missing.reduce((a, b) => a + b, 0);
  if (total <= 0) return;
  const price = (id: HealthRestoreId) => healthRestoreOptions(total, p.level).find((o) => o.id === id)?.price ?? {};
  const elixir = price('ELIXIR').ELIXIR ?? 0;
  const gold = price('GOLD').GOLD ?? 0;
  const gems = price('GEMS').MITHRIL ?? 0;
  if (p.resources.ELIXIR >= elixir) debit(p, 'restores', { ELIXIR: elixir });
  else if (p.resources.GOLD - gold >= goldReserve(p)) debit(p, 'restores', { GOLD: gold });
  else if (p.resources.MITHRIL >= gems) debit(p, 'restores', { MITHRIL: gems });
  else {
    const goal = share * max.reduce((a, b) => a + b, 0);
    const healthAfter = (t: number) =>
      p.heroes.reduce(
        (a, h, i) => a + Math.min(max[i] ?? 0, h.health + recovered(p, t) * HEALTH_PER_MINUTE),
        0,
      );
    let lo = 0;
    let hi = Math.ceil(Math.max(...missing) / HEALTH_PER_MINUTE);
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (healthAfter(mid) >= goal) hi = mid;
      else lo = mid + 1;
    }
    p.restMinutes += lo;
    return wait(p, lo);
  }
  for (const h of p.heroes) h.health = roadMaxHealth(h);
}

/** The gold the player keeps back from the healer on its stair. */
function goldReserve(p: SimPlayer): number {
  return GOLD_RESERVE_BATTLES * guardReward(p.stair).gold;
}

function healthShare(p: SimPlayer): number {
  const max = p.heroes.reduce((a, h) => a + roadMaxHealth(h), 0);
  return p.heroes.reduce((a, h) => a + h.health, 0) / Math.max(1, max);
}

/**
 * One simulated player walking the road (pure and deterministic for its options): on every stair
 * it takes the free places, spends on the best upgrades, rests when its squad is below
 * FIGHT_HEALTH_SHARE of its health, fights the guard through the engine, and after a loss rests to
 * full and tries again. It stops at `targetStair`, or at a wall after `maxLossesInRow` losses.
 */
export function runPlayer(o: SimOptions): PlayerRun {
  const { player: p, starter } = startPlayer(o);
  const run: PlayerRun = {
    playerSeed: o.playerSeed,
    starter,
    reached: 0,
    wall: null,
    battles: [],
    passedAt: [],
    level: 1,
    squad: [],
    minutes: 0,
    restMinutes: 0,
    days: [],
    economy: {
      profile: o.profile ?? 'free',
      flows: p.economy.flows,
      balances: { ...p.resources },
      firstBoosterDay: null,
      boosterAffordableDay: null,
      gemsSpent: 0,
      spendChestsOpened: 0,
    },
  };
  let lossesInRow = 0;
  let collected = 0;
  const endMinutes = (o.maxDays ?? Number.POSITIVE_INFINITY) * DAY_MINUTES;
  const historyDays = o.historyDays ?? 0;
  const keepDays = () => {
    while (run.days.length < Math.min(historyDays, Math.floor(p.minutes / DAY_MINUTES)))
      run.days.push({ level: p.level, squad: p.heroes.map((h) => h.loadout) });
  };
  while (p.stair <= o.targetStair && p.minutes < endMinutes) {
    keepDays();
    const places = stairPlaces(o.worldSeed, p.stair);
    const guard = places[0];
    if (!guard?.guard) throw new Error(`sim: stair ${p.stair} has no guard`);
    const ref = powerReference(guard);
    if (collected < p.stair) {
      wait(p, WALK_MINUTES_PER_STAIR);
      collectStair(p, places.slice(1), ref);
      collected = p.stair;
    }
    rearm(p, ref);
    spend(p, ref, o.spendStyle);
    fixHealth(p);
    const wanted = lossesInRow > 0 ? 1 : (o.fightShare ?? FIGHT_HEALTH_SHARE);
    if (healthShare(p) < wanted) {
      restore(p, wanted);
      rearm(p, ref);
      spend(p, ref, o.spendStyle);
      fixHealth(p);
    }
    const result = playGuardBattle(guard, p.heroes, hashParts(o.playerSeed, p.stair, lossesInRow));
    p.battles += 1;
    const before = p.heroes.reduce((a, h) => a + h.health, 0);
    const penalty = result.won ? 0 : result.rewards.healthPenalty;
    for (const h of p.heroes) {
      const after = result.health.get(h.loadout.id);
      if (after !== undefined) h.health = Math.max(0, after - penalty);
    }
    fixHealth(p);
    const after = p.heroes.reduce((a, h) => a + h.health, 0);
    run.battles.push({ stair: p.stair, won: result.won, healthLost: (before - after) / Math.max(1, before) });
    wait(p, BATTLE_MINUTES + result.blows * MINUTES_PER_BLOW);
    if (result.won) {
      const reward = result.rewards.winnerReward;
      credit(p, 'battles', { GOLD: reward.gold });
      countTaskEvent(p, 'BATTLE_WON');
      const experience = Math.floor(reward.experience * (1 + experienceBonus(p)));
      ({ level: p.level, currentExp: p.exp } = addExperience(p.level, p.exp, experience));
      for (const item of reward.items)
        if (item.kind === 'artifact') equipArtifact(p, item.id as ArtifactId, 1, ref);
      fixHealth(p);
      run.passedAt[p.stair] = { minutes: p.minutes, battles: p.battles };
      run.reached = p.stair;
      p.stair += 1;
      lossesInRow = 0;
    } else {
      lossesInRow += 1;
      if (lossesInRow >= o.maxLossesInRow) {
        run.wall = p.stair;
        break;
      }
    }
  }
  keepDays();
  while (run.days.length < historyDays)
    run.days.push({ level: p.level, squad: p.heroes.map((h) => h.loadout) });
  run.level = p.level;
  run.minutes = p.minutes;
  run.restMinutes = p.restMinutes;
  run.economy = {
    profile: p.economy.profile,
    flows: p.economy.flows,
    balances: { ...p.resources },
    firstBoosterDay: p.economy.firstBoosterDay,
    boosterAffordableDay: p.economy.boosterAffordableDay,
    gemsSpent: p.economy.gemsSpent,
    spendChestsOpened: p.economy.spendChestsOpened,
  };
  run.squad = p.heroes.map((h) => `${h.loadout.warriorClass} r${h.loadout.rank} L${h.loadout.level}`);
  return run;
}
