import { MONSTERS, type MonsterId } from '../content/monsters.ts';
import { groupStrength, maxGroupSize, monsterBaseStats, monsterLevel } from '../content/monster-curve.ts';
import type { ResourceAmounts, ResourceKind } from '../content/resources.ts';
import { hashParts } from '../random/hash.ts';
import { seedRng } from '../random/prng.ts';
import { rngCursor } from '../random/rng-cursor.ts';
import type { MonsterGroup, MonsterGroupMember } from '../road/road-place.ts';

/**
 * The snow world (§1, §4, §8): a short road of its own, walked with a budget of steps (its
 * "pressure"). Every stair holds one place: a snow resource, a snow monster that blocks the way up
 * until beaten, or a chest. When the steps run out the pressure drops and the hero is sent home; the
 * return takes RETURN_HOURS before the next visit.
 */
export const SNOW_WORLD = {
  /** The level from which the road offers it (a clan's SNOW_WORLD building opens it at any level). */
  unlockLevel: 10,
  /** While the SNOW_WORLD campaign runs (the snow days), it opens from this level. */
  campaignLevel: 5,
  stairs: 12,
  /** Steps of a visit before the clan's building adds its own. */
  baseSteps: 20,
  /** Every action costs one step: walking a stair up, taking a place, attacking a monster. */
  stepCost: 1,
  returnHours: 6,
  /** How many road stairs above the player's best victory each snow stair stands. */
  stairsPerSnowStair: 2,
} as const;

export const SNOW_RETURN_MS = SNOW_WORLD.returnHours * 3600_000;

/** Snow monsters: the cold creatures of the bestiary, the frost king leading the top guard. */
const SNOW_MONSTERS: readonly MonsterId[] = ['wolf', 'troll', 'stone_golem', 'frost_giant'];
const SNOW_BOSSES: readonly MonsterId[] = ['wolf_king', 'frost_king'];
const SNOW_RESOURCES: readonly ResourceKind[] = ['CRYSTAL', 'MITHRIL', 'SULFUR', 'GOLD'];

export type SnowPlace =
  | { stair: number; kind: 'RESOURCE'; resource: ResourceKind; amount: number }
  | { stair: number; kind: 'CHEST'; reward: ResourceAmounts }
  | { stair: number; kind: 'MONSTER'; guard: MonsterGroup; roadStair: number };

export type SnowStatus = 'OUT' | 'IN' | 'RETURNING';

/** The road stair whose strength the snow stair `stair` of a visit from `baseStair` has. */
export function snowRoadStair(baseStair: number, stair: number): number {
  return Math.max(1, baseStair) + SNOW_WORLD.stairsPerSnowStair * stair;
}

function resourceAmount(resource: ResourceKind, roadStair: number): number {
  switch (resource) {
    case 'CRYSTAL':
      return 5 + Math.floor(roadStair / 5);
    case 'MITHRIL':
      return 2 + Math.floor(roadStair / 20);
    case 'SULFUR':
      return 3 + Math.floor(roadStair / 10);
    default:
      return 30 + 4 * roadStair;
  }
}

function snowGuard(rng: ReturnType<typeof rngCursor>, roadStair: number, boss: boolean): MonsterGroup {
  const top = maxGroupSize(roadStair);
  const size = rng.int(Math.max(1, top - 2), top);
  const ids: MonsterId[] = boss ? [rng.pick(SNOW_BOSSES) ?? 'frost_king'] : [];
  while (ids.length < size) ids.push(rng.pick(SNOW_MONSTERS) ?? 'wolf');
  const weights = ids.map((id) => MONSTERS[id].scale * (MONSTERS[id].boss ? 2 : 1));
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const strength = groupStrength(roadStair) * (boss ? 1.5 : 1);
  const level = monsterLevel(roadStair);
  const members = ids.map((monsterId, i): MonsterGroupMember => {
    const share = (strength * (weights[i] ?? 1)) / totalWeight;
    const base = monsterBaseStats(MONSTERS[monsterId].warriorClass, roadStair);
    return {
      monsterId,
      level,
      attack: Math.max(1, Math.round(base.attack * share)),
      defence: Math.max(0, Math.round(base.defence * share)),
      health: Math.max(1, Math.round(base.health * share)),
    };
  });
  return { stair: roadStair, boss, strength, members };
}

/**
 * The places of a visit, stair 1 to SNOW_WORLD.stairs, from the visit's seed and the player's best
 * victory stair when entering: every 4th stair a chest (the top one richer), the stair below each
 * chest a monster guarding it (the top one led by a boss), the others a resource or (one in three) a
 * monster.
 */
export function snowPlaces(seed: number, baseStair: number): SnowPlace[] {
  const out: SnowPlace[] = [];
  for (let stair = 1; stair <= SNOW_WORLD.stairs; stair += 1) {
    const rng = rngCursor(seedRng(hashParts(seed, stair, 'snow')));
    const roadStair = snowRoadStair(baseStair, stair);
    const top = stair === SNOW_WORLD.stairs;
    if (stair % 4 === 0) {
      const reward: ResourceAmounts = { GOLD: 100 + 10 * roadStair, TICKETS: top ? 2 : 1 };
      if (top) reward.MITHRIL = 5 + Math.floor(roadStair / 10);
      out.push({ stair, kind: 'CHEST', reward });
    } else if (stair % 4 === 3 || rng.chance(1 / 3)) {
      out.push({ stair, kind: 'MONSTER', roadStair, guard: snowGuard(rng, roadStair, stair === SNOW_WORLD.stairs - 1) });
    } else {
      const resource = rng.pick(SNOW_RESOURCES) ?? 'CRYSTAL';
      out.push({ stair, kind: 'RESOURCE', resource, amount: resourceAmount(resource, roadStair) });
    }
  }
  return out;
}

/** The steps of a visit: the base and what the clan's SNOW_WORLD building adds (its pressure figure). */
export function snowVisitSteps(clanPressure: number): number {
  return SNOW_WORLD.baseSteps + Math.max(0, Math.floor(clanPressure));
}

/**
 * Who may enter: from the unlock level; at any level in a clan with the SNOW_WORLD building; from the
 * campaign level while the SNOW_WORLD campaign (the snow days) runs.
 */
export function snowWorldOpen(level: number, clanPressure: number, campaignRunning = false): boolean {
  return level >= SNOW_WORLD.unlockLevel || clanPressure > 0 || (campaignRunning && level >= SNOW_WORLD.campaignLevel);
}

export const snowDoneBit = (stair: number): number => 1 << (stair - 1);

/** Where a visit stands: OUT (never entered, or home and rested), IN, or RETURNING home until `returnsAtMs`. */
export function snowStatus(visit: { returnsAtMs: number | null } | null, nowMs: number): SnowStatus {
  if (!visit) return 'OUT';
  if (visit.returnsAtMs === null) return 'IN';
  return visit.returnsAtMs > nowMs ? 'RETURNING' : 'OUT';
}

/** Why the hero may not walk from `stair` up to `toStair`, or null. A monster not beaten blocks it. */
export function snowStepRefusal(
  places: readonly SnowPlace[],
  visit: { stair: number; done: number },
  toStair: number,
): 'SNOW_WORLD_BAD_STEP' | 'SNOW_WORLD_BLOCKED' | null {
  if (toStair !== visit.stair + 1 || toStair > SNOW_WORLD.stairs) return 'SNOW_WORLD_BAD_STEP';
  const here = places[visit.stair - 1];
  if (here?.kind === 'MONSTER' && (visit.done & snowDoneBit(visit.stair)) === 0) return 'SNOW_WORLD_BLOCKED';
  return null;
}

/** Hours left before the hero is back, rounded up (the §8 message's "about N hours"). */
export function hoursUntil(returnsAtMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((returnsAtMs - nowMs) / 3600_000));
}
