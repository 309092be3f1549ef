import { z } from 'zod';
import { SPEND_CHEST_IDS } from '@rol/rules/economy/spend-chests';
import { balancesDto } from './balances-dto.ts';
import { resourceAmountsDto } from './place-dto.ts';
import { promotionsLockDto } from './promotions-lock-dto.ts';
import { defineRoute } from './route.ts';

/**
 * The chests that gems spent open (§9): silver for the first gem spent, azure 3,000, amber 7,000,
 * golden 10,000, jade 20,000, lava 50,000. Three status calls show them in pairs; each chest opens
 * once (CHEST_LOCKED below its threshold, CHEST_ALREADY_OPENED after). Below the promotions' level
 * opening refuses with PROMOTIONS_LOCKED (details.level) and the status answers with `locked`.
 */
export const spendChestIdEnum = z.enum(SPEND_CHEST_IDS);

export const spendChestDto = z.object({
  id: spendChestIdEnum,
  threshold: z.number().int(),
  contents: resourceAmountsDto,
  /** Gems spent towards it, 0 to 1. */
  progress: z.number(),
  unlocked: z.boolean(),
  opened: z.boolean(),
});
export type SpendChestDto = z.infer<typeof spendChestDto>;

export const spendChestStatusDto = z.object({
  type: z.enum(['CHEST', 'CHEST_2', 'CHEST_3']),
  /** Every gem the player has spent. */
  spent: z.number().int(),
  chests: z.array(spendChestDto),
  /** Null when the player may open chests; else the level they open at. */
  locked: promotionsLockDto,
});
export type SpendChestStatusDto = z.infer<typeof spendChestStatusDto>;

const statusRoute = <P extends string>(path: P) =>
  defineRoute({ method: 'GET', path, auth: 'player', response: spendChestStatusDto });

/** Silver and azure. */
export const chestStatusRoute = statusRoute('/api/campaign/get/chest/status');
/** Amber and golden. */
export const chest2StatusRoute = statusRoute('/api/campaign/get/chest2/status');
/** Jade and lava. */
export const chest3StatusRoute = statusRoute('/api/campaign/get/chest3/status');

/** Opens an unlocked chest once: its contents through the ledger. */
export const chestOpenRoute = defineRoute({
  method: 'POST',
  path: '/api/campaign/chest/:chestId/open',
  auth: 'player',
  params: z.object({ chestId: spendChestIdEnum }),
  response: z.object({ chest: spendChestDto, status: spendChestStatusDto, balances: balancesDto }),
});
