import { z } from 'zod';
import { balancesDto } from './balances-dto.ts';
import { textField } from './fields.ts';
import { offerDto } from './offer-dto.ts';
import { creatureDto } from './player-dto.ts';
import { defineRoute } from './route.ts';

/**
 * Offers (§7 `offer/set/seen`, and our list and buy): each offer is shown once as a pop-up and
 * honoured once; OFFER_NOT_AVAILABLE for an offer not made to the player now, or bought already.
 */
const offerId = textField(64).min(1);

export const offerListRoute = defineRoute({
  method: 'GET',
  path: '/api/offer/list',
  auth: 'player',
  response: z.object({ offers: z.array(offerDto), serverTimeMs: z.number().int() }),
});

/** The pop-up of the offer's window was shown: it is not shown again. */
export const offerSetSeenRoute = defineRoute({
  method: 'POST',
  path: '/api/offer/set/seen',
  auth: 'player',
  body: z.object({ offerId }),
  response: z.object({ offers: z.array(offerDto) }),
});

/**
 * Buys a hero offer: the hero of the chosen class (one of the offer's) for the offer's price through
 * the ledger, once per window. The gems offer is bought in the bank (OFFER_NOT_AVAILABLE here).
 */
export const offerBuyRoute = defineRoute({
  method: 'POST',
  path: '/api/offer/buy',
  auth: 'player',
  body: z.object({
    offerId,
    warriorClass: textField(64).min(1),
    gender: z.enum(['male', 'female']).optional(),
  }),
  response: z.object({ creature: creatureDto, balances: balancesDto, offers: z.array(offerDto) }),
});
