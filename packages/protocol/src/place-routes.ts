import { z } from 'zod';
import { MAX_RANGE_SPAN } from '@rol/rules/road/coordinates';
import { SKILL_TYPES } from '@rol/rules/content/skills';
import { idOrZeroField, intField, numberField, textField } from './fields.ts';
import { balancesDto } from './balances-dto.ts';
import {
  everydayRewardDto,
  placeDto,
  resourceAmountsDto,
  resourceKindEnum,
  roadPositionDto,
} from './place-dto.ts';
import { defineRoute } from './route.ts';

/**
 * §7 Places and portals. A place is taken or used only within reach: its posY within PLACE_REACH of
 * the player's coordinate and not beyond the player's maxCoordinate (nothing behind a blocker).
 * Errors: PLACE_NOT_FOUND (no such place in the world), PLACE_WRONG_TYPE, PLACE_NOT_IN_REACH,
 * PLACE_ALREADY_TAKEN, PLAYER_IN_BATTLE, and the ledger's NOT_ENOUGH_* on prices.
 */
export const PLACE_REACH = 100;

/** Coordinates on the wire: generous bounds, no NaN/Infinity. */
export const coordinateField = numberField.min(-1_000_000).max(1_000_000_000);
const placeIdParams = z.object({ id: idOrZeroField });

/**
 * Places whose posY lies in [coordFrom, coordTo] with the player's state, and where the player
 * stands. A range touching the loaded world (coordFrom ≤ max(loadedTo, coordinate)) extends it to
 * coordTo. A span over MAX_RANGE_SPAN or a reversed range is VALIDATION_FAILED.
 */
export const placeEnsureRoute = defineRoute({
  method: 'GET',
  path: '/api/place/v3/ensure',
  changesState: true,
  auth: 'player',
  query: z
    .object({ coordFrom: coordinateField, coordTo: coordinateField })
    .refine((q) => q.coordTo >= q.coordFrom && q.coordTo - q.coordFrom <= MAX_RANGE_SPAN, {
      message: `coordTo must be ≥ coordFrom and at most ${MAX_RANGE_SPAN} beyond it`,
      path: ['coordTo'],
    }),
  response: z.object({
    coordFrom: z.number(),
    coordTo: z.number(),
    places: z.array(placeDto),
    position: roadPositionDto,
    everydayReward: everydayRewardDto,
  }),
});

/**
 * Special places ahead of the player (§3 requestSpecialPlaces): the next boss guard, the next portal
 * and story places (SCRIPT, TALKER) not yet used, within SPECIAL_PLACES_AHEAD stairs.
 */
export const SPECIAL_PLACES_AHEAD = 100;
export const placeSpecialGetRoute = defineRoute({
  method: 'GET',
  path: '/api/place/special/get',
  auth: 'player',
  response: z.object({ places: z.array(placeDto) }),
});

/** Takes a RESOURCE place: credits its amount once (a second take is PLACE_ALREADY_TAKEN). */
export const resourcePlaceTakeRoute = defineRoute({
  method: 'GET',
  path: '/api/resourcePlace/:id/take',
  changesState: true,
  auth: 'player',
  params: placeIdParams,
  response: z.object({
    place: placeDto,
    resource: resourceKindEnum,
    amount: z.number(),
    balances: balancesDto,
  }),
});

/** Takes a SKILL place: its points go to the player's unspent skill points of that type, once. */
export const skillPlaceTakeRoute = defineRoute({
  method: 'GET',
  path: '/api/skill/place/:id/take',
  changesState: true,
  auth: 'player',
  params: placeIdParams,
  response: z.object({
    place: placeDto,
    skillType: z.enum(SKILL_TYPES),
    points: z.number().int(),
    /** The player's unspent points of every skill type after the take. */
    skillPoints: z.partialRecord(z.enum(SKILL_TYPES), z.number().int()),
  }),
});

/**
 * Gains from a GAINABLE place: it fills at amountPerHour up to capacity (full when first found);
 * a gain credits what has accumulated and starts refilling. Nothing accumulated: GAINABLE_EMPTY.
 */
export const gainableGainRoute = defineRoute({
  method: 'POST',
  path: '/api/place/gainable/:id/gain',
  auth: 'player',
  params: placeIdParams,
  response: z.object({
    place: placeDto,
    resource: resourceKindEnum,
    amount: z.number(),
    balances: balancesDto,
  }),
});

const moveResult = z.object({ place: placeDto, position: roadPositionDto });

/** Takes a TURN: moves the player to its targetCoordinate (never past a blocker), remembering the way back. */
export const turnUseRoute = defineRoute({
  method: 'POST',
  path: '/api/turn/:id/use',
  auth: 'player',
  params: placeIdParams,
  response: moveResult,
});

/** Back from a TURN taken before (TURN_NOT_USED otherwise) to the turn's own posY. */
export const turnBackRoute = defineRoute({
  method: 'POST',
  path: '/api/turn/back/:id',
  auth: 'player',
  params: placeIdParams,
  response: moveResult,
});

/** A teleport target: a PORTAL place the player has already used or passed through. */
export const teleportTargetDto = z.object({
  placeId: z.number().int(),
  stair: z.number().int(),
  posY: z.number(),
});

/** Free travel from the PORTAL place `id` (in reach) to the portals the player has visited. */
export const teleportGetRoute = defineRoute({
  method: 'GET',
  path: '/api/teleport/:id/get',
  auth: 'player',
  params: placeIdParams,
  response: z.object({ placeId: z.number().int(), targets: z.array(teleportTargetDto) }),
});

/** Teleports from portal `id` to the visited portal place `target` (TELEPORT_TARGET_INVALID otherwise). */
export const teleportUseRoute = defineRoute({
  method: 'POST',
  path: '/api/teleport/:id/use/:target',
  auth: 'player',
  params: z.object({
    id: idOrZeroField,
    target: idOrZeroField,
  }),
  response: z.object({ position: roadPositionDto }),
});

/** Sets a scenario marker on a CUSTOM_PLACE in reach; the marker must be one the place offers (MARKER_INVALID). */
export const customPlaceMarkerRoute = defineRoute({
  method: 'POST',
  path: '/api/customPlace/scenario/marker',
  auth: 'player',
  body: z.object({ placeId: idOrZeroField, marker: textField(64) }),
  response: z.object({ place: placeDto }),
});

/** §3 campaign PORTAL_DISCOUNT: one discount on one portal trip per server day. */
export const portalOfferDto = z.object({
  /** Percent off the portal's price. */
  discount: z.number().int(),
  /** End of the server day (ms). */
  availableUntil: z.number().int(),
  used: z.boolean(),
  /** The portal the player chose it for (`portal/mark/discount/chosen`), if any. */
  chosenPortalId: z.number().int().nullable(),
});

export const portalOfferGetRoute = defineRoute({
  method: 'GET',
  path: '/api/portal/offer/get',
  auth: 'player',
  response: z.object({ offer: portalOfferDto.nullable() }),
});

export const portalInfoDto = z.object({
  placeId: z.number().int(),
  stair: z.number().int(),
  targetStairs: z.array(z.number().int()),
  price: resourceAmountsDto,
  /** The day's discount when it is chosen for this portal and unused; else null. */
  discount: z.number().int().nullable(),
  discountedPrice: resourceAmountsDto,
});

export const portalInfoRoute = defineRoute({
  method: 'GET',
  path: '/api/portal/:id/info',
  auth: 'player',
  params: placeIdParams,
  response: portalInfoDto,
});

/** Chooses the day's discount for a portal (PORTAL_DISCOUNT_INVALID when it is not the offer's or used). */
export const portalDiscountChosenRoute = defineRoute({
  method: 'GET',
  path: '/api/portal/mark/discount/chosen',
  changesState: true,
  auth: 'player',
  query: z.object({
    discount: intField.min(0).max(100),
    portalId: idOrZeroField,
  }),
  response: portalInfoDto,
});

/**
 * Travels through portal `id` (in reach) to `targetStair` (default: its first target), paying its
 * price through the ledger, less `discount` when that is the day's chosen discount for this portal.
 * The player lands on the target stair's portal place; contextId changes.
 */
export const portalUseRoute = defineRoute({
  method: 'POST',
  path: '/api/portal/:id/use',
  auth: 'player',
  params: placeIdParams,
  body: z
    .object({
      discount: intField.min(0).max(100).optional(),
      targetStair: intField.min(1).max(1_000_000).optional(),
    })
    .optional(),
  response: z.object({
    position: roadPositionDto,
    paid: resourceAmountsDto,
    balances: balancesDto,
  }),
});
