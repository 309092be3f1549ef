import { z } from 'zod';
import { idOrZeroField } from './fields.ts';
import { artifactItemDto, backpackDto } from './hero-dto.ts';
import { placeDto } from './place-dto.ts';
import { defineRoute } from './route.ts';

/**
 * Road places that hold items (§3 place types ARTIFACT, CONSUMABLE, RUNE): taking one moves its item
 * to the player once (PLACE_ALREADY_TAKEN for every later or concurrent take), with the same reach
 * and battle rules as `resourcePlace/{id}/take` (PLACE_NOT_FOUND, PLACE_WRONG_TYPE,
 * PLACE_NOT_IN_REACH, PLAYER_IN_BATTLE).
 */
const placeIdParams = z.object({ id: idOrZeroField });

/** The artifact joins the player's storage (give it to a hero with `artifact/give`). */
export const artifactPlaceTakeRoute = defineRoute({
  method: 'GET',
  path: '/api/artifactPlace/:id/take',
  changesState: true,
  auth: 'player',
  params: placeIdParams,
  response: z.object({ place: placeDto, artifact: artifactItemDto }),
});

/** The consumables join the backpack. */
export const consumablePlaceTakeRoute = defineRoute({
  method: 'GET',
  path: '/api/consumablePlace/:id/take',
  changesState: true,
  auth: 'player',
  params: placeIdParams,
  response: z.object({ place: placeDto, consumableId: z.string(), count: z.number().int(), backpack: backpackDto }),
});

/** The rune becomes one of the player's markers, carried into the next battle (MARKER_LIMIT when full). */
export const runePlaceTakeRoute = defineRoute({
  method: 'GET',
  path: '/api/runePlace/:id/take',
  changesState: true,
  auth: 'player',
  params: placeIdParams,
  response: z.object({
    place: placeDto,
    runeId: z.string(),
    playerMarkers: z.array(z.object({ playerMarker: z.string() })),
  }),
});
