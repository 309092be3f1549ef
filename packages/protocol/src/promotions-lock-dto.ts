import { z } from 'zod';

/**
 * The lock of the free promotions in a status answer: null once they are open to the player, else
 * the level they open at (the rules' `promotionsLockOf`). A status is answered at every level — a
 * client may poll it — while its actions refuse below the level with PROMOTIONS_LOCKED.
 */
export const promotionsLockDto = z.object({ level: z.number().int() }).nullable();
export type PromotionsLockDto = z.infer<typeof promotionsLockDto>;
