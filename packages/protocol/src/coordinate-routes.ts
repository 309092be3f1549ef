import { z } from 'zod';
import { idOrZeroField } from './fields.ts';
import { roadPositionDto } from './place-dto.ts';
import { coordinateField } from './place-routes.ts';
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
  body: z.object({ coordinate: coordinateField, contextId: idOrZeroField }),
  response: z.object({ position: roadPositionDto }),
});
