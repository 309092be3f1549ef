import { z } from 'zod';
import { balancesDto } from './balances-dto.ts';
import { defineRoute } from './route.ts';

/**
 * Referral (§7): the player's code to share and the bonuses it brought. Both refuse with
 * REFERRAL_DISABLED on a source where referral is off; taking with nothing waiting is
 * REFERRAL_NO_BONUS.
 */
export const referralBonusDto = z.object({
  startBonus: z.number().int(),
  refClanBonus: z.number().int(),
  refBonus: z.number().int(),
});

export const referralStatusDto = z.object({
  code: z.string(),
  /** Friends who joined with the code. */
  friends: z.number().int(),
  /** What waits to be taken now. */
  bonus: referralBonusDto,
  /** The rule's amounts, for the window's explanation. */
  rule: z.object({
    welcome: z.number().int(),
    invite: z.number().int(),
    share: z.number().int(),
    /** The inviter's percent of the emeralds each friend buys (waits in `bonus.refBonus`). */
    purchaseSharePercent: z.number().int(),
    friendLevel: z.number().int(),
  }),
});
export type ReferralStatusDto = z.infer<typeof referralStatusDto>;

export const referralMyCodeRoute = defineRoute({
  method: 'GET',
  path: '/api/referral/my/code',
  auth: 'player',
  response: referralStatusDto,
});

/** Takes every bonus waiting, in emeralds through the ledger. */
export const referralBonusTakeRoute = defineRoute({
  method: 'GET',
  path: '/api/referral/bonus/take',
  changesState: true,
  auth: 'player',
  response: z.object({ taken: referralBonusDto, status: referralStatusDto, balances: balancesDto }),
});
