import { z } from 'zod';
import { ID_MAX, idField, intField } from './fields.ts';
import { defineRoute } from './route.ts';
import { staffMarkField } from './staff-mark.ts';

/**
 * §3/§7 ratings. `params`: the squad's strength (attack + defence + health of the squad heroes,
 * as of the player's last change to them); `scenario`: the best stair won on the road;
 * `level`: level, then experience; `arenaPosition`: the arena ladder; `clanLevel`: the clans by
 * level (rows are clans); `eventPosition`: the event currency collected in the event running now.
 */
export const RATING_TYPES = [
  'params',
  'scenario',
  'level',
  'arenaPosition',
  'clanLevel',
  'eventPosition',
] as const;
export type RatingType = (typeof RATING_TYPES)[number];
/** `all`: the whole table; `around`: the page centred on the reader; `clan`: the reader's clan only. */
export const RATING_FILTERS = ['all', 'around', 'clan'] as const;
export type RatingFilter = (typeof RATING_FILTERS)[number];
/** §9: ratings come in pages of at most 100. */
export const RATING_PAGE = 100;

export const ratingRowDto = z.object({
  positionNumber: z.number().int(),
  /** The player of the row; null in the clans' table (`clanLevel`). */
  playerId: z.number().int().nullable(),
  /** The clan of a `clanLevel` row; null in the players' tables. */
  clanId: z.number().int().nullable(),
  /** The player's nickname, or the clan's name in `clanLevel`. */
  nickname: z.string(),
  /** The player's level, or the clan's level in `clanLevel`. */
  level: z.number().int(),
  /**
   * What the table orders by: level, best stair, strength, arena position, the clan's level, the
   * event currency collected.
   */
  value: z.number(),
});
export type RatingRowDto = z.infer<typeof ratingRowDto>;

export const ratingDto = z.object({
  type: z.enum(RATING_TYPES),
  filter: z.enum(RATING_FILTERS),
  playersTotal: z.number().int(),
  playersOnline: z.number().int(),
  /** The reader's row, or null when the reader is not in the table. */
  myPosition: ratingRowDto.nullable(),
  /** The offsets this page covers (`from` inclusive, `to` exclusive). */
  from: z.number().int(),
  to: z.number().int(),
  positions: z.array(ratingRowDto),
});
export type RatingDto = z.infer<typeof ratingDto>;

/**
 * A page of a rating. `from`/`to` are offsets from the top (0 = first, `to` exclusive, at most 100
 * apart; `to` defaults to from + 100). With `filter=around` the page is centred on the reader and
 * `from` is ignored (its size is to − from). Unknown types answer VALIDATION_FAILED.
 */
export const ratingByTypeRoute = defineRoute({
  method: 'GET',
  path: '/api/rating/by/:type',
  auth: 'player',
  params: z.object({ type: z.enum(RATING_TYPES) }),
  query: z
    .object({
      filter: z.enum(RATING_FILTERS).default('all'),
      from: intField.min(0).max(ID_MAX).default(0),
      to: intField.min(1).max(ID_MAX).optional(),
    })
    .refine((q) => q.to === undefined || (q.to > q.from && q.to - q.from <= RATING_PAGE), {
      message: `to must be after from, at most ${RATING_PAGE} apart`,
      path: ['to'],
    }),
  response: ratingDto,
});

/** Another player's profile (from a rating row, a chat message or a mail dialog). */
export const playerProfileRoute = defineRoute({
  method: 'GET',
  path: '/api/rating/profile/:playerId',
  auth: 'player',
  params: z.object({ playerId: idField }),
  response: z.object({
    playerId: z.number().int(),
    nickname: z.string(),
    /** The player's staff level (the mark beside the name), null for guests and players. */
    staff: staffMarkField,
    level: z.number().int(),
    bestVictoryStair: z.number().int(),
    arenaPosition: z.number().int().nullable(),
    arenaLeague: z.string().nullable(),
    online: z.boolean(),
    /** The player's clan (its name and level), null without one. */
    clan: z
      .object({ id: z.number().int(), name: z.string(), level: z.number().int(), theme: z.number().int() })
      .nullable(),
    squad: z.array(
      z.object({
        imageId: z.string(),
        warriorClass: z.string(),
        level: z.number().int(),
        rank: z.number().int(),
        attack: z.number(),
        defence: z.number(),
        health: z.number(),
      }),
    ),
  }),
});

export const RATING_ROUTES = [ratingByTypeRoute, playerProfileRoute] as const;
