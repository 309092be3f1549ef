import { z } from 'zod';
import { balancesDto } from './balances-dto.ts';
import { everydayRewardDto, resourceAmountsDto } from './place-dto.ts';
import { defineRoute } from './route.ts';

/** Once per server (Moscow) day; a second take the same day: EVERYDAY_REWARD_TAKEN (details.nextAt). */
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
