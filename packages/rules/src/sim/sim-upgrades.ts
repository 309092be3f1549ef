import type { HeroLoadout } from '../battle/combatants.ts';
import { MAX_SQUAD } from '../battle/mob-battle.ts';
import { FORCES, forcesOfClass, forceStepCost, forceStepSeconds, type ForceId } from '../content/forces.ts';
import type { ResourceAmounts } from '../content/resources.ts';
import { canRankUp, WARRIOR_CLASSES, type HeroTier, type WarriorClass } from '../content/warrior-classes.ts';
import {
  FIXED_RANK_ARRIVAL,
  GOLD_PER_CRYSTAL,
  HERO_SHOP,
  heroPrice,
  MAGIC_HAMMERS,
  rankUpCost,
  shopClasses,
  type SimHero,
  type SimPlayer,
} from './sim-model.ts';
import { squadPower, type PowerReference } from './squad-power.ts';

/** One thing the player may buy, with the squad it would give and how to carry it out. */
interface Option {
  kind: 'force' | 'rank' | 'recruit';
  cost: ResourceAmounts;
  squad: HeroLoadout[];
  apply: (p: SimPlayer) => void;
}

export function affordable(p: SimPlayer, cost: ResourceAmounts): boolean {
  return Object.entries(cost).every(([k, v]) => (p.resources[k as keyof SimPlayer['resources']] ?? 0) >= v);
}

export function pay(p: SimPlayer, cost: ResourceAmounts): void {
  for (const [k, v] of Object.entries(cost)) p.resources[k as keyof SimPlayer['resources']] -= v;
}

function goldValue(cost: ResourceAmounts): number {
  return (
    (cost.GOLD ?? 0) + (cost.CRYSTAL ?? 0) * GOLD_PER_CRYSTAL + (cost.MITHRIL ?? 0) * GOLD_PER_CRYSTAL * 2
  );
}

function withHero(p: SimPlayer, index: number, hero: HeroLoadout): HeroLoadout[] {
  return p.heroes.map((h, i) => (i === index ? hero : h.loadout));
}

function forceOptions(p: SimPlayer): Option[] {
  if (p.steps.length >= MAGIC_HAMMERS) return [];
  const out: Option[] = [];
  p.heroes.forEach((h, i) => {
    const hero = h.loadout;
    for (const forceId of forcesOfClass(hero.warriorClass)) {
      const def = FORCES[forceId];
      if (hero.rank < def.learnRank) continue;
      if (p.steps.some((s) => s.heroId === hero.id && s.forceId === forceId)) continue;
      const rank = hero.forces.find((f) => f.forceId === forceId)?.rank ?? 0;
      if (rank >= def.maxRank) continue;
      const toRank = rank + 1;
      const forces = [...hero.forces.filter((f) => f.forceId !== forceId), { forceId, rank: toRank }];
      out.push({
        kind: 'force',
        cost: forceStepCost(forceId, toRank),
        squad: withHero(p, i, { ...hero, forces }),
        apply: (pl) =>
          pl.steps.push({
            heroId: hero.id,
            forceId,
            toRank,
            doneAt: pl.minutes + forceStepSeconds(forceId, toRank) / 60,
          }),
      });
    }
  });
  return out;
}

function rankOptions(p: SimPlayer): Option[] {
  const out: Option[] = [];
  p.heroes.forEach((h, i) => {
    const hero = h.loadout;
    const max = WARRIOR_CLASSES[hero.warriorClass].maxRank;
    if (!canRankUp(hero.warriorClass) || max === null || hero.rank >= max) return;
    out.push({
      kind: 'rank',
      cost: rankUpCost(hero.rank),
      squad: withHero(p, i, { ...hero, rank: hero.rank + 1 }),
      apply: (pl) => {
        const target = pl.heroes[i];
        if (target) target.loadout = { ...target.loadout, rank: target.loadout.rank + 1 };
      },
    });
  });
  return out;
}

export function newHero(p: SimPlayer, warriorClass: WarriorClass): SimHero {
  const loadout: HeroLoadout = {
    id: p.nextHeroId,
    warriorClass,
    imageId: `sim_${warriorClass}`,
    level: p.level,
    rank: canRankUp(warriorClass) ? 1 : FIXED_RANK_ARRIVAL,
    forces: [],
    artifacts: [],
    skills: [],
  };
  return { loadout, health: 0 };
}

/** The weakest hero's index (its power alone), replaced when the squad is full and a better tier opens. */
function weakestIndex(p: SimPlayer, ref: PowerReference): number {
  let best = 0;
  let bestPower = Infinity;
  p.heroes.forEach((h, i) => {
    const power = squadPower([h.loadout], ref);
    if (power < bestPower) [best, bestPower] = [i, power];
  });
  return best;
}

function recruitOptions(p: SimPlayer, ref: PowerReference): Option[] {
  const out: Option[] = [];
  const full = p.heroes.length >= MAX_SQUAD;
  const slot = full ? weakestIndex(p, ref) : p.heroes.length;
  const tiers = (Object.keys(HERO_SHOP) as Exclude<HeroTier, 'ark'>[]).filter(
    (t) => HERO_SHOP[t].fromStair <= p.stair && !(full && t === 'usual'),
  );
  for (const tier of tiers) {
    for (const warriorClass of shopClasses(tier)) {
      const hero = newHero(p, warriorClass);
      const squad = p.heroes.map((h) => h.loadout);
      squad[slot] = hero.loadout;
      out.push({
        kind: 'recruit',
        cost: heroPrice(tier, p.heroes.length),
        squad,
        apply: (pl) => {
          pl.nextHeroId += 1;
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
 * Spends like a sensible player: among the affordable options (a force step on a free magic
 * hammer, a rank up, a hero from the shop), buys the one with the most power gained per gold, and
 * again, until nothing affordable raises the squad's power. Returns how many things were bought.
 */
export function spend(p: SimPlayer, ref: PowerReference): number {
  let bought = 0;
  for (let guard = 0; guard < 50; guard += 1) {
    const base = squadPower(
      p.heroes.map((h) => h.loadout),
      ref,
    );
    let best: { option: Option; score: number } | null = null;
    for (const option of [...forceOptions(p), ...rankOptions(p), ...recruitOptions(p, ref)]) {
      if (!affordable(p, option.cost)) continue;
      const gain = squadPower(option.squad, ref) / base - 1;
      if (gain <= 0.001) continue;
      const score = gain / Math.max(1, goldValue(option.cost));
      if (best === null || score > best.score) best = { option, score };
    }
    if (!best) break;
    pay(p, best.option.cost);
    best.option.apply(p);
    bought += 1;
  }
  return bought;
}

/** Finishes the force steps whose time has come (the force reaches its new rank). */
export function finishSteps(p: SimPlayer): void {
  const done = p.steps.filter((s) => s.doneAt <= p.minutes);
  p.steps = p.steps.filter((s) => s.doneAt > p.minutes);
  for (const s of done) {
    const hero = p.heroes.find((h) => h.loadout.id === s.heroId);
    if (!hero) continue;
    const forces = hero.loadout.forces.filter((f) => f.forceId !== s.forceId);
    hero.loadout = {
      ...hero.loadout,
      forces: [...forces, { forceId: s.forceId as ForceId, rank: s.toRank }],
    };
  }
}
