import { z } from 'zod';
import { balancesDto } from './balances-dto.ts';
import { resourceAmountsDto } from './place-dto.ts';
import { defineRoute } from './route.ts';

/**
 * The delayed chest (§4: ensure, speed up, take). One chest at a time: `ensure` puts it on the clock
 * (contents drawn and shown then), it opens at `readyAt`; gems open it now (`speedupPrice`);
 * `take` credits it once. DELAYED_CHEST_NONE before `ensure`, DELAYED_CHEST_NOT_READY while it waits,
 * DELAYED_CHEST_READY when speeding up an open chest.
 */
export const delayedChestDto = z.object({
  /** The chest's number among the player's chests (1 for the first). */
  number: z.number().int(),
  bundle: z.string(),
  amounts: resourceAmountsDto,
  startedAt: z.number().int(),
  readyAt: z.number().int(),
  ready: z.boolean(),
  /** Gems that open it now (empty once it is open). */
  speedupPrice: resourceAmountsDto,
  serverTimeMs: z.number().int(),
});
export type DelayedChestDto = z.infer<typeof delayedChestDto>;

const answer = z.object({ chest: delayedChestDto, balances: balancesDto });

/** The player's chest, put on the clock when none waits. */
export const delayedChestEnsureRoute = defineRoute({
  method: 'GET',
  path: '/api/delayed/chest/ensure',
  changesState: true,
  auth: 'player',
  response: answer,
});

/** Opens the waiting chest now for its `speedupPrice` in gems (through the ledger). */
export const delayedChestSpeedupRoute = defineRoute({
  method: 'GET',
  path: '/api/delayed/chest/speedup',
  changesState: true,
  auth: 'player',
  response: answer,
});

/** Credits the open chest (through the ledger); the answer is the chest taken, `ensure` starts the next. */
export const delayedChestTakeRoute = defineRoute({
  method: 'GET',
  path: '/api/delayed/chest/take',
  changesState: true,
  auth: 'player',
  response: answer,
});
