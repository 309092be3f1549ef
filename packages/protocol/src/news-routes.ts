import { z } from 'zod';
import { defineRoute } from './route.ts';

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
