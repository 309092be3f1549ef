import { ARTIFACTS, type ArtifactDef, type ArtifactId } from '../content/artifacts.ts';
import { CONSUMABLES, type ConsumableId } from '../content/consumables.ts';
import { BOSS_EVERY } from '../content/monster-curve.ts';
import type { RoadResourceKind } from '../content/resources.ts';
import { RUNES, type RuneId } from '../content/runes.ts';
import { SKILL_TYPES } from '../content/skills.ts';
import type { RngCursor } from '../random/rng-cursor.ts';
import { guardCoordinate } from './coordinates.ts';
import type { PlacePayload } from './road-place.ts';

/** Portals stand on every PORTAL_EVERY-th stair and lead to the portals below. */
export const PORTAL_EVERY = 25;

/** The place types the generator scatters freely, with their weights (fixed ones are placed apart). */
export type FreePlaceType =
  | 'RESOURCE'
  | 'CONSUMABLE'
  | 'ARTIFACT'
  | 'RUNE'
  | 'SKILL'
  | 'GAINABLE'
  | 'TURN'
  | 'POINTER'
  | 'CUSTOM_PLACE';

export function freePlaceWeights(stair: number): { item: FreePlaceType; weight: number }[] {
  return [
    { item: 'RESOURCE', weight: 45 },
    { item: 'CONSUMABLE', weight: 10 },
    { item: 'ARTIFACT', weight: 7 },
    { item: 'RUNE', weight: 6 },
    { item: 'SKILL', weight: 8 },
    { item: 'GAINABLE', weight: stair >= 5 ? 4 : 0 },
    { item: 'TURN', weight: 4 },
    { item: 'POINTER', weight: 4 },
    { item: 'CUSTOM_PLACE', weight: 5 },
  ];
}

function resourceWeights(stair: number): { item: RoadResourceKind; weight: number }[] {
  return [
    { item: 'GOLD', weight: 60 },
    { item: 'CRYSTAL', weight: 15 },
    { item: 'ELIXIR', weight: 10 },
    { item: 'MITHRIL', weight: 3 },
    { item: 'SULFUR', weight: stair >= 30 ? 5 : 0 },
    { item: 'CAVIAR', weight: stair >= 100 ? 3 : 0 },
    { item: 'TICKETS', weight: 2 },
    { item: 'EVENT_CURRENCY', weight: 2 },
  ];
}

/** Base amount of a resource found on `stair`; gold grows fastest, gems stay scarce. */
function resourceAmount(kind: RoadResourceKind, stair: number, rng: RngCursor): number {
  const spread = 0.8 + 0.4 * rng.float();
  const base: Record<RoadResourceKind, number> = {
    GOLD: 5 + 2 * stair ** 1.05,
    CRYSTAL: 1 + stair / 20,
    ELIXIR: 1 + stair / 30,
    MITHRIL: 1 + stair / 200,
    SULFUR: 1 + stair / 50,
    CAVIAR: 1 + stair / 300,
    TICKETS: 1,
    EVENT_CURRENCY: 1 + stair / 100,
  };
  return Math.max(1, Math.round(base[kind] * spread));
}

const ARTIFACT_IDS = (Object.keys(ARTIFACTS) as ArtifactId[]).filter(
  (id) => !id.startsWith('vip_') && !(ARTIFACTS[id] as ArtifactDef).temporal,
);
const CONSUMABLE_IDS = Object.keys(CONSUMABLES) as ConsumableId[];
const RUNE_IDS = Object.keys(RUNES) as RuneId[];

/** The payload of a freely placed place of `type` on `stair`. */
export function freePayload(type: FreePlaceType, stair: number, rng: RngCursor): PlacePayload {
  switch (type) {
    case 'RESOURCE': {
      const resource = rng.weighted(resourceWeights(stair)) ?? 'GOLD';
      return { type, resource, amount: resourceAmount(resource, stair, rng) };
    }
    case 'CONSUMABLE':
      return { type, consumableId: rng.pick(CONSUMABLE_IDS) ?? 'healing_elixir', count: rng.int(1, 2) };
    case 'ARTIFACT':
      return {
        type,
        artifactId: rng.pick(ARTIFACT_IDS) ?? 'bronze_sword',
        level: Math.max(1, Math.min(10, Math.round(stair / 50) + rng.int(0, 1))),
      };
    case 'RUNE':
      return { type, runeId: rng.pick(RUNE_IDS) ?? 'rune_of_strength' };
    case 'SKILL':
      return { type, skillType: rng.pick(SKILL_TYPES) ?? 'attack', points: 1 + Math.floor(stair / 100) };
    case 'GAINABLE': {
      const resource = rng.pick(['GOLD', 'CRYSTAL', 'ELIXIR'] as const) ?? 'GOLD';
      const amountPerHour = resourceAmount(resource, stair, rng);
      return { type, resource, amountPerHour, capacity: amountPerHour * 8 };
    }
    case 'TURN':
      // A bend of the road to a side path that leads back onto the same stair, never past its guard.
      return { type, side: rng.chance(0.5) ? 'left' : 'right', targetCoordinate: guardCoordinate(stair) - 5 };
    case 'POINTER': {
      const nextBoss = Math.ceil((stair + 1) / BOSS_EVERY) * BOSS_EVERY;
      const nextPortal = Math.ceil((stair + 1) / PORTAL_EVERY) * PORTAL_EVERY;
      return nextBoss <= nextPortal
        ? { type, targetStair: nextBoss, hint: 'boss' }
        : { type, targetStair: nextPortal, hint: 'portal' };
    }
    case 'CUSTOM_PLACE':
      return { type, scenario: rng.chance(0.5) ? 'shrine' : 'camp', markers: ['visited'] };
  }
}

/** The payload of the portal of `stair`: the portal stairs below it, the nearest first. */
export function portalPayload(stair: number): PlacePayload {
  const targetStairs: number[] = [];
  for (let s = stair - PORTAL_EVERY; s >= PORTAL_EVERY && targetStairs.length < 8; s -= PORTAL_EVERY)
    targetStairs.push(s);
  return { type: 'PORTAL', targetStairs, price: { MITHRIL: 5 + Math.floor(stair / 100) } };
}
