import type { HeroLoadout } from '@rol/rules/battle/combatants';
import { forcesOfClass } from '@rol/rules/content/forces';
import type { ResourceAmounts } from '@rol/rules/content/resources';
import type { WarriorClass } from '@rol/rules/content/warrior-classes';
import { checkHammerFree } from '@rol/rules/heroes/hammers';
import { checkExchange, exchangeBonus, exchangeRefund } from '@rol/rules/heroes/hero-exchange';
import { checkHeroLevelUp, heroLevelsCost, heroLevelUpCost } from '@rol/rules/heroes/hero-level';
import {
  ARRIVAL_LEVEL,
  arrivalRank,
  checkHeroPurchase,
  HERO_SHOP_TIERS,
  heroPrice,
  shopClasses,
} from '@rol/rules/heroes/hero-shop';
import { MAX_SQUAD } from '@rol/rules/heroes/squad';
import { checkStepConflict, forceStep, rankStep } from '@rol/rules/heroes/upgrade-steps';
import { credit, debit } from './sim-economy.ts';
import { GOLD_PER_CRYSTAL, OWN_HERO_ID, type SimHero, type SimPlayer } from './sim-model.ts';
import { squadPower, type PowerReference } from './squad-power.ts';

/** Extra magic hammers the simulated player buys: none (gems go to health restores). */
export const SIM_EXTRA_HAMMERS = 0;

/** One thing the player may buy, with the squad it would give and how to carry it out. */
interface Option {
  kind: 'force' | 'rank' | 'level' | 'recruit';
  cost: ResourceAmounts;
  squad: HeroLoadout[];
  apply: (p: SimPlayer) => void;
}

export function affordable(p: SimPlayer, cost: ResourceAmounts): boolean {
  return Object.entries(cost).every(([k, v]) => (p.resources[k as keyof SimPlayer['resources']] ?? 0) >= v);
}

/** What each kind of option is booked as, a sink of the economy (sim-economy.ts). */
const SINK_OF: Record<Option['kind'], string> = {
  force: 'force steps',
  rank: 'rank steps',
  level: 'hero levels',
  recruit: 'heroes bought',
};

function addCosts(a: ResourceAmounts, b: ResourceAmounts): ResourceAmounts {
  const out: ResourceAmounts = { ...a };
  for (const [k, v] of Object.entries(b) as [keyof ResourceAmounts, number][]) out[k] = (out[k] ?? 0) + v;
  return out;
}

function goldValue(cost: ResourceAmounts): number {
  return (
    (cost.GOLD ?? 0) + (cost.CRYSTAL ?? 0) * GOLD_PER_CRYSTAL + (cost.MITHRIL ?? 0) * GOLD_PER_CRYSTAL * 2
  );
}

function withHero(p: SimPlayer, index: number, hero: HeroLoadout): HeroLoadout[] {
  return p.heroes.map((h, i) => (i === index ? hero : h.loadout));
}

/** Force steps (study or improve) that may start on a free magic hammer. */
function forceOptions(p: SimPlayer): Option[] {
  if (checkHammerFree(p.steps.length, SIM_EXTRA_HAMMERS)) return [];
  const out: Option[] = [];
  p.heroes.forEach((h, i) => {
    const hero = h.loadout;
    for (const forceId of forcesOfClass(hero.warriorClass)) {
      if (checkStepConflict(p.steps, { heroId: hero.id, kind: 'force', forceId })) continue;
      const rank = hero.forces.find((f) => f.forceId === forceId)?.rank ?? 0;
      const plan = forceStep(hero, forceId, rank);
      if (!plan.ok) continue;
      const forces = [...hero.forces.filter((f) => f.forceId !== forceId), { forceId, rank: plan.toRank }];
      out.push({
        kind: 'force',
        cost: plan.cost,
        squad: withHero(p, i, { ...hero, forces }),
        apply: (pl) =>
          pl.steps.push({
            heroId: hero.id,
            kind: 'force',
            forceId,
            toRank: plan.toRank,
            doneAt: pl.minutes + plan.seconds / 60,
          }),
      });
    }
  });
  return out;
}

/** Rank steps that may start on a free magic hammer (the hero's own class only, §5). */
function rankOptions(p: SimPlayer): Option[] {
  if (checkHammerFree(p.steps.length, SIM_EXTRA_HAMMERS)) return [];
  const out: Option[] = [];
  p.heroes.forEach((h, i) => {
    const hero = h.loadout;
    if (checkStepConflict(p.steps, { heroId: hero.id, kind: 'rank' })) return;
    const plan = rankStep({ warriorClass: hero.warriorClass, rank: hero.rank, arkCards: 0 });
    if (!plan.ok) return;
    out.push({
      kind: 'rank',
      cost: plan.cost,
      squad: withHero(p, i, { ...hero, rank: plan.toRank }),
      apply: (pl) =>
        pl.steps.push({
          heroId: hero.id,
          kind: 'rank',
          forceId: null,
          toRank: plan.toRank,
          doneAt: pl.minutes + plan.seconds / 60,
        }),
    });
  });
  return out;
}

/** Raising a hero one level (never above the player's); the own character levels with the player. */
function levelOptions(p: SimPlayer): Option[] {
  const out: Option[] = [];
  p.heroes.forEach((h, i) => {
    const hero = h.loadout;
    if (hero.id === OWN_HERO_ID || checkHeroLevelUp(hero.level, p.level)) return;
    out.push({
      kind: 'level',
      cost: heroLevelUpCost(hero.level),
      squad: withHero(p, i, { ...hero, level: hero.level + 1 }),
      apply: (pl) => {
        const target = pl.heroes[i];
        if (target) target.loadout = { ...target.loadout, level: target.loadout.level + 1 };
      },
    });
  });
  return out;
}

/** A new hero of `warriorClass` at `level`, at its arrival rank (heroes/hero-shop.ts). */
export function newHero(p: SimPlayer, warriorClass: WarriorClass, level: number = ARRIVAL_LEVEL): SimHero {
  const loadout: HeroLoadout = {
    id: p.nextHeroId,
    warriorClass,
    imageId: `sim_${warriorClass}`,
    level,
    rank: arrivalRank(warriorClass),
    forces: [],
    artifacts: [],
    skills: [],
  };
  return { loadout, health: 0 };
}

/**
 * The hero a recruit would replace when the squad is full: the weakest alone (its power against the
 * guard), among those with no step running; -1 when every hero has one.
 */
function weakestIndex(p: SimPlayer, ref: PowerReference): number {
  let best = -1;
  let bestPower = Infinity;
  p.heroes.forEach((h, i) => {
    if (p.steps.some((s) => s.heroId === h.loadout.id)) return;
    const power = squadPower([h.loadout], ref);
    if (power < bestPower) [best, bestPower] = [i, power];
  });
  return best;
}

/**
 * Buying a hero from the shop (heroes/hero-shop.ts) and raising it at once to the player's level
 * (the price counts both); the Ark tab's heroes cost event tokens. When the squad is full the recruit takes the weakest hero's place: that
 * hero is given to the recruit in a hero exchange (25 % of its stats), or, for the player's own
 * character, which cannot be given away, goes to the bench. Its artifacts go to the storage.
 */
function recruitOptions(p: SimPlayer, ref: PowerReference): Option[] {
  const out: Option[] = [];
  const full = p.heroes.length >= MAX_SQUAD;
  const slot = full ? weakestIndex(p, ref) : p.heroes.length;
  if (slot < 0) return out;
  const owned = p.heroes.length + p.bench.length;
  const replaced = full ? p.heroes[slot] : undefined;
  const exchanged =
    replaced !== undefined &&
    checkExchange(replaced.loadout.id, p.nextHeroId, replaced.loadout.id === OWN_HERO_ID) === null;
  for (const tier of HERO_SHOP_TIERS) {
    // A full squad wants better tiers than the usual one (Ark heroes cost event tokens, not gold).
    if (full && tier === 'usual') continue;
    for (const warriorClass of shopClasses(tier)) {
      if (checkHeroPurchase({ tier, warriorClass, progressStair: p.stair, ownedHeroes: owned })) continue;
      const hero = newHero(p, warriorClass, p.level);
      if (replaced && exchanged) hero.loadout.bonus = exchangeBonus(replaced.loadout);
      const price = heroPrice(tier, owned);
      if (price.EVENT_CURRENCY) hero.spentTokens = price.EVENT_CURRENCY;
      const squad = p.heroes.map((h) => h.loadout);
      squad[slot] = hero.loadout;
      out.push({
        kind: 'recruit',
        cost: addCosts(price, heroLevelsCost(ARRIVAL_LEVEL, p.level)),
        squad,
        apply: (pl) => {
          pl.nextHeroId += 1;
          if (replaced) {
            for (const a of replaced.loadout.artifacts) pl.storage.push({ ...a });
            pl.rearm = true;
            if (!exchanged) pl.bench.push({ ...replaced, loadout: { ...replaced.loadout, artifacts: [] } });
            // An Ark hero given away returns the tokens it cost.
            else
              credit(pl, 'hero exchange', exchangeRefund({ warriorClass: replaced.loadout.warriorClass, spentTokens: replaced.spentTokens ?? 0 }));
          }
          // A recruit arrives at full health (its road maximum is set by the caller's health pass).
          hero.health = Number.POSITIVE_INFINITY;
          pl.heroes[slot] = hero;
        },
      });
    }
  }
  return out;
}

/**
 * How a player spends: `sensible` weighs every upgrade; `careless` never starts a force or rank
 * step (its magic hammers stay idle) and only raises hero levels and buys heroes.
 */
export type SpendStyle = 'sensible' | 'careless';

/**
 * Spends like a sensible player: among the affordable options (a force or rank step on a free
 * magic hammer, a hero level, a hero from the shop), buys the one with the most power gained per
 * gold, and again, until nothing affordable raises the squad's power. A careless player leaves the
 * force and rank steps out. Returns how many things were bought.
 */
export function spend(p: SimPlayer, ref: PowerReference, style: SpendStyle = 'sensible'): number {
  let bought = 0;
  for (let guard = 0; guard < 80; guard += 1) {
    const base = squadPower(
      p.heroes.map((h) => h.loadout),
      ref,
    );
    let best: { option: Option; score: number } | null = null;
    for (const option of [
      ...(style === 'careless' ? [] : [...forceOptions(p), ...rankOptions(p)]),
      ...levelOptions(p),
      ...recruitOptions(p, ref),
    ]) {
      if (!affordable(p, option.cost)) continue;
      const gain = squadPower(option.squad, ref) / base - 1;
      if (gain <= 0.001) continue;
      const score = gain / Math.max(1, goldValue(option.cost));
      if (best === null || score > best.score) best = { option, score };
    }
    if (!best) break;
    debit(p, SINK_OF[best.option.kind], best.option.cost);
    best.option.apply(p);
    bought += 1;
  }
  return bought;
}

/** Finishes the steps whose time has come: the force, or the hero's rank, reaches its new rank. */
export function finishSteps(p: SimPlayer): void {
  const done = p.steps.filter((s) => s.doneAt <= p.minutes);
  if (done.length === 0) return;
  p.steps = p.steps.filter((s) => s.doneAt > p.minutes);
  for (const s of done) {
    const hero = p.heroes.find((h) => h.loadout.id === s.heroId);
    if (!hero) continue;
    if (s.kind === 'rank' || s.forceId === null) {
      hero.loadout = { ...hero.loadout, rank: s.toRank };
      // More artifact slots: the stored artifacts are worth another look.
      p.rearm = true;
      continue;
    }
    const forceId = s.forceId;
    const forces = hero.loadout.forces.filter((f) => f.forceId !== forceId);
    hero.loadout = { ...hero.loadout, forces: [...forces, { forceId, rank: s.toRank }] };
  }
}
