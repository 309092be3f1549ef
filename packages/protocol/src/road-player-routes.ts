import { z } from 'zod';
import { intField, textField } from './fields.ts';
import { balancesDto } from './balances-dto.ts';
import { everydayRewardDto, resourceAmountsDto, roadPositionDto } from './place-dto.ts';
import { coordinateField, ID_MAX } from './place-routes.ts';
import { playerInfoDto } from './player-dto.ts';
import { defineRoute } from './route.ts';

/**
 * §7 Player calls of the road. Moves: the server refuses (never clamps) a coordinate below
 * minCoordinate or beyond the loaded world (COORDINATE_OUT_OF_RANGE), past the next undefeated
 * blocker (ROAD_BLOCKED, details.maxCoordinate), with a stale contextId (CONTEXT_STALE, details carry
 * the current position) and during a battle (PLAYER_IN_BATTLE).
 */
export const coordinateSetRoute = defineRoute({
  method: 'POST',
  path: '/api/player/v3/coordinate/set',
  auth: 'player',
  body: z.object({ coordinate: coordinateField, contextId: intField.min(0).max(2_147_483_647) }),
  response: z.object({ position: roadPositionDto }),
});

/**
 * Player info (§3 Player info response) with artifactIdsToLoad: the artifacts lying on the road
 * between stairs artifactFrom and artifactTo (at most ARTIFACT_RANGE_MAX stairs; defaults: the
 * player's stair to 3 beyond battleStair, §9).
 */
export const ARTIFACT_RANGE_MAX = 50;
export const playerInfoRoute = defineRoute({
  method: 'GET',
  path: '/api/player/info',
  auth: 'player',
  query: z
    .object({
      artifactFrom: intField.min(1).max(1_000_000).optional(),
      artifactTo: intField.min(1).max(1_000_000).optional(),
    })
    .refine(
      (q) => q.artifactFrom === undefined || q.artifactTo === undefined || q.artifactTo >= q.artifactFrom,
      {
        message: 'artifactTo must be ≥ artifactFrom',
        path: ['artifactTo'],
      },
    ),
  response: playerInfoDto,
});

/** A player marker: letters, digits and `_ . : -`, up to 64 characters (§3 playerMarkers). */
export const MARKER_MAX_LENGTH = 64;
export const MARKERS_MAX_COUNT = 200;
export const markerField = z
  .string()
  .trim()
  .min(1)
  .max(MARKER_MAX_LENGTH)
  .regex(/^[\w.:-]+$/);
export const playerMarkersResponse = z.object({
  playerMarkers: z.array(z.object({ playerMarker: z.string() })),
});

/** Adds a marker (adding one already set changes nothing); more than MARKERS_MAX_COUNT: MARKER_LIMIT. */
export const markerAddRoute = defineRoute({
  method: 'POST',
  path: '/api/marker/add',
  auth: 'player',
  body: z.object({ marker: markerField }),
  response: playerMarkersResponse,
});

/** `markers` as a JSON array, repeated form fields, or one comma-separated string. */
export const markerAddAllRoute = defineRoute({
  method: 'POST',
  path: '/api/marker/addAll',
  auth: 'player',
  body: z.object({
    markers: z
      .union([z.array(z.string().max(MARKER_MAX_LENGTH * 2)).max(MARKERS_MAX_COUNT), textField(20_000)])
      .transform((v) => (Array.isArray(v) ? v : v.split(',')))
      .pipe(z.array(markerField).max(MARKERS_MAX_COUNT)),
  }),
  response: playerMarkersResponse,
});

export const markerRemoveRoute = defineRoute({
  method: 'POST',
  path: '/api/marker/remove',
  auth: 'player',
  body: z.object({ marker: markerField }),
  response: playerMarkersResponse,
});

/** Health restore options: id ELIXIR pays elixir, GEMS pays mithril (§3 gems), each for the whole squad. */
export const HEALTH_OPTION_IDS = ['ELIXIR', 'GEMS'] as const;
export const healthOptionDto = z.object({
  id: z.enum(HEALTH_OPTION_IDS),
  price: resourceAmountsDto,
});
export const heroHealthDto = z.object({
  creatureId: z.number().int(),
  health: z.number(),
  maxHealth: z.number(),
});
/** The squad's health after lazy recovery (+1 per minute, §9) and what a full restore costs now. */
export const healthStateDto = z.object({
  creatures: z.array(heroHealthDto),
  missingHealth: z.number(),
  /** When recovery alone makes every hero full (ms); null when already full. */
  fullAt: z.number().int().nullable(),
  options: z.array(healthOptionDto),
});

export const healthOptionsRoute = defineRoute({
  method: 'GET',
  path: '/api/player/health/options',
  auth: 'player',
  response: healthStateDto,
});

/** Restores every hero to full health with option `id` (case-insensitive); nothing missing: HEALTH_FULL. */
export const healthRestoreRoute = defineRoute({
  method: 'POST',
  path: '/api/player/health/:id/restore',
  auth: 'player',
  params: z.object({
    id: z
      .string()
      .max(20)
      .transform((v) => v.toUpperCase())
      .pipe(z.enum(HEALTH_OPTION_IDS)),
  }),
  response: healthStateDto.extend({ paid: resourceAmountsDto, balances: balancesDto }),
});

/** Once per server day (UTC); a second take the same day: EVERYDAY_REWARD_TAKEN (details.nextAt). */
export const everydayRewardTakeRoute = defineRoute({
  method: 'POST',
  path: '/api/player/everyday/reward/take',
  auth: 'player',
  response: z.object({
    reward: resourceAmountsDto,
    balances: balancesDto,
    everydayReward: everydayRewardDto,
  }),
});

/** The player's news flags (red dots): road, creatures, notifications. */
export const newsFlagsDto = z.object({
  roadNews: z.boolean(),
  creatureNews: z.boolean(),
  haveNewNotification: z.boolean(),
});

export const newsRoadResetRoute = defineRoute({
  method: 'POST',
  path: '/api/player/news/road/reset',
  auth: 'player',
  response: newsFlagsDto,
});

export const newsCreatureResetRoute = defineRoute({
  method: 'POST',
  path: '/api/player/news/creature/reset',
  auth: 'player',
  response: newsFlagsDto,
});

export const notificationResetRoute = defineRoute({
  method: 'POST',
  path: '/api/player/notification/reset',
  auth: 'player',
  response: newsFlagsDto,
});

/** A personal notification; `type` names a client text, `params` fill it. */
export const notificationDto = z.object({
  id: z.number().int(),
  type: z.string(),
  params: z.record(z.string(), z.unknown()),
  createdAt: z.number().int(),
});
export type NotificationDto = z.infer<typeof notificationDto>;

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** Newest first, NOTIFICATIONS_PAGE_SIZE per page (page 0 first). */
export const notificationListRoute = defineRoute({
  method: 'GET',
  path: '/api/player/notif/list',
  auth: 'player',
  query: z.object({ page: intField.min(0).max(10_000).optional() }),
  response: z.object({
    notifications: z.array(notificationDto),
    page: z.number().int(),
    hasMore: z.boolean(),
  }),
});

/** Removes one of the player's notifications (NOTIFICATION_NOT_FOUND otherwise). */
export const notificationRemoveRoute = defineRoute({
  method: 'POST',
  path: '/api/player/notif/remove/:id',
  auth: 'player',
  params: z.object({ id: intField.min(0).max(ID_MAX) }),
  response: z.object({ removed: z.number().int() }),
});
