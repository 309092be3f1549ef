import { z } from 'zod';
import { BONUS_TIERS } from '@rol/rules/economy/bonus-status';
import { defineRoute } from './route.ts';

/** The player's bonus points status: points, tier, the next tier, golden tickets and their step. */
export const bonusStatusRoute = defineRoute({
  method: 'GET',
  path: '/api/bonus/status',
  auth: 'player',
  response: z.object({
    points: z.number().int(),
    tier: z.enum(BONUS_TIERS).nullable(),
    next: z.object({ tier: z.enum(BONUS_TIERS), missing: z.number().int() }).nullable(),
    goldenTickets: z.number().int(),
    /** Emeralds bought per golden ticket. */
    goldenTicketEmeralds: z.number().int(),
  }),
});
