import { z } from 'zod';
import { PAYMENT_METHODS } from '@rol/rules/payment-methods';
import { USER_SOURCES } from './player-dto.ts';
import { defineRoute } from './route.ts';

/** The payment method of the settings (docs/platforms.md, "Payment method"). */
export const paymentMethodDto = z.object({
  /** The method a checkout uses now (`auto` where nothing is chosen or nothing can be). */
  method: z.enum(PAYMENT_METHODS),
  /** The methods this player chooses among; empty when their platform's payment is the only one. */
  methods: z.array(z.enum(PAYMENT_METHODS)),
  /** Whose payment the player uses: their account source. */
  source: z.enum(USER_SOURCES),
});
export type PaymentMethodDto = z.infer<typeof paymentMethodDto>;

export const paymentMethodGetRoute = defineRoute({
  method: 'GET',
  path: '/api/bank/method/get',
  auth: 'player',
  response: paymentMethodDto,
});

/** Chooses the method; PAYMENT_METHOD_UNAVAILABLE when the player's platform does not offer it. */
export const paymentMethodSetRoute = defineRoute({
  method: 'POST',
  path: '/api/bank/method/set',
  auth: 'player',
  body: z.object({ method: z.enum(PAYMENT_METHODS) }),
  response: paymentMethodDto,
});
