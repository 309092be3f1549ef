import { z } from 'zod';
import { balancesDto } from './balances-dto.ts';
import { idField, textField } from './fields.ts';
import { resourceAmountsDto } from './place-dto.ts';
import { defineRoute } from './route.ts';

/** A studied force the monks can make a hero forget, with what they give back. */
export const monasteryForceDto = z.object({
  forceId: z.string(),
  rank: z.number().int(),
  refund: resourceAmountsDto,
  /** A step of this force runs now: it cannot be forgotten until the step ends. */
  running: z.boolean(),
});

export const monasteryDto = z.object({
  open: z.boolean(),
  openStair: z.number().int(),
  refundPercent: z.number().int(),
  heroes: z.array(z.object({ creatureId: z.number().int(), forces: z.array(monasteryForceDto) })),
});
export type MonasteryDto = z.infer<typeof monasteryDto>;

/** The monastery: whether it is open and, per hero, the studied forces with their refunds. */
export const monasteryGetRoute = defineRoute({
  method: 'GET',
  path: '/api/monastery/get',
  auth: 'player',
  response: monasteryDto,
});

/**
 * Retrains a hero: it forgets `forceId` entirely and the player gets back the refund through the
 * ledger. MONASTERY_CLOSED (not yet past the nun's stair), CREATURE_NOT_FOUND,
 * MONASTERY_FORCE_NOT_STUDIED, FORCE_UPGRADE_RUNNING, PLAYER_IN_BATTLE.
 */
export const monasteryRetrainRoute = defineRoute({
  method: 'POST',
  path: '/api/monastery/retrain',
  auth: 'player',
  body: z.object({ creatureId: idField, forceId: textField(64) }),
  response: z.object({ creatureId: z.number().int(), forceId: z.string(), refund: resourceAmountsDto, balances: balancesDto }),
});
