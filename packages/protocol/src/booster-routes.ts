import { z } from 'zod';
import { BOOSTER_IDS } from '@rol/rules/economy/boosters';
import { balancesDto } from './balances-dto.ts';
import { resourceAmountsDto } from './place-dto.ts';
import { defineRoute } from './route.ts';

/**
 * Boosters and sets: the experience booster (its own slot) and the silver, gold and platinum sets
 * (one set slot). Each runs for its hours from activation and ends by itself; prices in gems through
 * the ledger (NOT_ENOUGH_GEMS with details { resource, needed }).
 */
export const boosterIdEnum = z.enum(BOOSTER_IDS);

export const activeBoosterDto = z.object({
  slot: z.enum(['experience', 'set']),
  boosterId: boosterIdEnum,
  startedAt: z.number().int(),
  endsAt: z.number().int(),
});
export type ActiveBoosterDto = z.infer<typeof activeBoosterDto>;

export const boostersDto = z.object({
  boosters: z.array(
    z.object({
      boosterId: boosterIdEnum,
      slot: z.enum(['experience', 'set']),
      hours: z.number(),
      price: resourceAmountsDto,
      effects: z.object({ experience: z.number(), healthPerLevel: z.number(), regeneration: z.number() }),
    }),
  ),
  /** What runs now (ended boosters are left out). */
  active: z.array(activeBoosterDto),
  serverTimeMs: z.number().int(),
});
export type BoostersDto = z.infer<typeof boostersDto>;

export const boostersGetRoute = defineRoute({
  method: 'GET',
  path: '/api/booster/list',
  auth: 'player',
  response: boostersDto,
});

const boosterChange = { auth: 'player', body: z.object({ boosterId: boosterIdEnum }) } as const;
const boosterChanged = z.object({ active: z.array(activeBoosterDto), balances: balancesDto });

/** Starts a booster in its free slot; BOOSTER_ACTIVE when the slot runs one (prolong or replace it). */
export const boosterActivateRoute = defineRoute({
  method: 'POST',
  path: '/api/booster/activate',
  ...boosterChange,
  response: boosterChanged,
});

/** One duration more for the booster running; BOOSTER_NOT_ACTIVE when it does not run. */
export const boosterProlongRoute = defineRoute({
  method: 'POST',
  path: '/api/booster/prolong',
  ...boosterChange,
  response: boosterChanged,
});

/** Stops the other booster of the slot and starts this one; BOOSTER_SAME / BOOSTER_NOT_ACTIVE. */
export const boosterReplaceRoute = defineRoute({
  method: 'POST',
  path: '/api/booster/replace',
  ...boosterChange,
  response: boosterChanged,
});
