import { z } from 'zod';
import { BALANCES, type Balance } from '@rol/rules/content/resources';

const balanceFields = Object.fromEntries(BALANCES.map((balance) => [balance, z.number()])) as Record<
  Balance,
  z.ZodNumber
>;

/**
 * Every balance a player holds, one number per entry of `BALANCES`; the player's info carries them,
 * and answers that change resources carry the new ones for the HUD.
 */
export const balancesDto = z.object(balanceFields);
export type BalancesDto = z.infer<typeof balancesDto>;
