import { z } from 'zod';
import { PLACE_TYPES, TILE_SIZES } from '@rol/rules/content/places';
import { RESOURCE_KINDS } from '@rol/rules/content/resources';
import { SKILL_TYPES } from '@rol/rules/content/skills';

/**
 * A road place as the client sees it (§3 Places on the road): the world's part (the same for every
 * player, from `placesInRange(worldSeed, …)`) plus the player's own state of it.
 */

export const resourceKindEnum = z.enum(RESOURCE_KINDS);
/** Several resources at once (a price, a reward), keyed by §3 resource kind. */
export const resourceAmountsDto = z.partialRecord(resourceKindEnum, z.number());

/** What a place holds, by place type (mirrors `PlacePayload` of `@rol/rules/road/road-place`). */
export const placePayloadDto = z.discriminatedUnion('type', [
  z.object({ type: z.literal('RESOURCE'), resource: resourceKindEnum, amount: z.number() }),
  z.object({
    type: z.literal('CUSTOM_PLACE'),
    scenario: z.enum(['lair', 'boss_lair', 'shrine', 'camp']),
    markers: z.array(z.string()),
  }),
  z.object({ type: z.literal('ARTIFACT'), artifactId: z.string(), level: z.number().int() }),
  z.object({ type: z.literal('RUNE'), runeId: z.string() }),
  z.object({ type: z.literal('CONSUMABLE'), consumableId: z.string(), count: z.number().int() }),
  z.object({ type: z.literal('POINTER'), targetStair: z.number().int(), hint: z.enum(['boss', 'portal']) }),
  z.object({ type: z.literal('TURN'), side: z.enum(['left', 'right']), targetCoordinate: z.number() }),
  z.object({
    type: z.literal('GAINABLE'),
    resource: resourceKindEnum,
    amountPerHour: z.number(),
    capacity: z.number(),
  }),
  z.object({ type: z.literal('SCRIPT'), scriptId: z.string() }),
  z.object({ type: z.literal('PORTAL'), targetStairs: z.array(z.number().int()), price: resourceAmountsDto }),
  z.object({ type: z.literal('SKILL'), skillType: z.enum(SKILL_TYPES), points: z.number().int() }),
  z.object({ type: z.literal('TALKER'), talkerId: z.string() }),
]);
export type PlacePayloadDto = z.infer<typeof placePayloadDto>;

/** One creature of a guard group, stats resolved for the stair. */
export const guardMemberDto = z.object({
  monsterId: z.string(),
  level: z.number().int(),
  attack: z.number(),
  defence: z.number(),
  health: z.number(),
});

/** The guard of a blocking place: it stays while `defeated` is false (docs/architecture.md, "Game design baseline"). */
export const guardDto = z.object({
  boss: z.boolean(),
  strength: z.number(),
  members: z.array(guardMemberDto),
});

export const placeDto = z.object({
  id: z.number().int(),
  stair: z.number().int(),
  index: z.number().int(),
  posX: z.number(),
  /** The place's coordinate on the road. */
  posY: z.number(),
  placeType: z.enum(PLACE_TYPES),
  tileSize: z.enum(TILE_SIZES),
  payload: placePayloadDto,
  /** The leading monster (§3 creatureId) while the guard stands; null when none or defeated. */
  creatureId: z.string().nullable(),
  guard: guardDto.nullable(),
  /** The player's own state of this place. */
  taken: z.boolean(),
  used: z.boolean(),
  defeated: z.boolean(),
  battleLost: z.boolean(),
  /** Markers the player set on a CUSTOM_PLACE (`customPlace/scenario/marker`). */
  markers: z.array(z.string()),
  /** GAINABLE only: what a gain would credit now (0 while it refills); null for other types. */
  gainableAmount: z.number().nullable(),
  /** GAINABLE only: when it is full again (ms, server clock); null otherwise. */
  gainableFullAt: z.number().int().nullable(),
  /** True when the player stands within reach of the place (it may be taken or used now). */
  inReach: z.boolean(),
});
export type PlaceDto = z.infer<typeof placeDto>;

/** Where the player stands and how far they may go (§3 Player road fields). */
export const roadPositionDto = z.object({
  coordinate: z.number(),
  minCoordinate: z.number(),
  /** The next undefeated blocker's posY, or the end of the loaded world when nothing blocks before it. */
  maxCoordinate: z.number(),
  /** The end of the world loaded for the player (the highest `coordTo` ensured). */
  loadedTo: z.number(),
  stair: z.number().int(),
  battleStair: z.number().int(),
  bestVictoryStair: z.number().int(),
  /** Changes whenever the server moves the player (turn, teleport, portal); coordinate/set must echo it. */
  contextId: z.number().int(),
});
export type RoadPositionDto = z.infer<typeof roadPositionDto>;

/** The daily reward's state (§7 everyday reward, once per server day, Moscow). */
export const everydayRewardDto = z.object({
  available: z.boolean(),
  /** Start of the next server day when already taken today (ms); null when available. */
  nextAt: z.number().int().nullable(),
  reward: resourceAmountsDto,
});
export type EverydayRewardDto = z.infer<typeof everydayRewardDto>;
