import { z } from 'zod';
import { OFFER_KINDS } from '@rol/rules/economy/offers';
import { resourceAmountsDto } from './place-dto.ts';

/**
 * An offer made to the player now (§3 offer kinds): its window, whether its pop-up was seen, and what
 * it sells — a hero of one of `heroClasses` for `price`, or (`gemsMultiplier`) the next emerald pack
 * of the bank credited that many times.
 */
export const offerDto = z.object({
  id: z.string(),
  kind: z.enum(OFFER_KINDS),
  run: z.number().int(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  seen: z.boolean(),
  heroTier: z.string().nullable(),
  heroClasses: z.array(z.string()),
  price: resourceAmountsDto.nullable(),
  /** The tab's price the offer is measured against (null for the gems offer). */
  fullPrice: resourceAmountsDto.nullable(),
  gemsMultiplier: z.number().int().nullable(),
});
export type OfferDto = z.infer<typeof offerDto>;
