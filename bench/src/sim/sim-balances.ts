import { BALANCE_OF_KIND, RESOURCE_KINDS, type Balance } from '@rol/rules/content/resources';
import type { BalanceAmounts } from '@rol/rules/economy/catalogue-shops';

/**
 * Every balance a player holds (the rules' `BALANCES`), as the simulation names them: the resource
 * kinds of places, rewards and prices (MITHRIL is the gems, SULFUR the amethysts), then the four
 * balances that are no resource kind (bonus points, golden tickets).
 */
export const SIM_RESOURCES = [
  ...RESOURCE_KINDS,
  'BONUS_POINTS',
  'GOLDEN_TICKETS',
] as const;
export type SimResource = (typeof SIM_RESOURCES)[number];
export type SimAmounts = Partial<Record<SimResource, number>>;

/** The game's balance each simulated one is (a test checks that every balance is simulated). */
export const BALANCE_OF_SIM: Record<SimResource, Balance> = {
  ...BALANCE_OF_KIND,
  BONUS_POINTS: 'bonusPoints',
  GOLDEN_TICKETS: 'goldenTickets',
};

const SIM_OF_BALANCE = Object.fromEntries(
  Object.entries(BALANCE_OF_SIM).map(([sim, balance]) => [balance, sim]),
) as Record<Balance, SimResource>;

/** A price of the shops (in the game's balance names) in the simulation's names. */
export function simAmountsOf(amounts: BalanceAmounts): SimAmounts {
  const out: SimAmounts = {};
  for (const [balance, amount] of Object.entries(amounts) as [Balance, number][])
    out[SIM_OF_BALANCE[balance]] = amount;
  return out;
}

/** `amounts` times `count`. */
export function timesAmounts(amounts: SimAmounts, count: number): SimAmounts {
  const out: SimAmounts = {};
  for (const [k, v] of Object.entries(amounts) as [SimResource, number][]) out[k] = v * count;
  return out;
}

/** The names the report gives the balances. */
export const SIM_RESOURCE_NAMES: Record<SimResource, string> = {
  GOLD: 'gold',
  CRYSTAL: 'crystals',
  ELIXIR: 'elixir',
  MITHRIL: 'gems (emeralds)',
  SULFUR: 'amethysts',
  CAVIAR: 'caviar',
  TICKETS: 'wheel tickets',
  EVENT_CURRENCY: 'event tokens',
  GOOD_POINTS: 'good points',
  EVIL_POINTS: 'evil points',
  ORDER_POINTS: 'order points',
  SHADOW_POINTS: 'shadow points',
  CUPS: 'cups',
  BONUS_POINTS: 'bonus points',
  GOLDEN_TICKETS: 'golden tickets',
};

/**
 * What a balance is, for judging its flows: a `currency` is earned and spent; a `status` is earned
 * and never spent by the game's rules (it measures something); `paid` balances come only with
 * emeralds bought for money, so a player who never pays never holds them; `outside` balances move
 * only in a clan or the arena, which the simulated road is played without.
 */
export const BALANCE_ROLES: Record<SimResource, { status?: true; paid?: true; outside?: true }> = {
  GOLD: {},
  CRYSTAL: {},
  ELIXIR: {},
  MITHRIL: {},
  SULFUR: {},
  CAVIAR: {},
  TICKETS: {},
  EVENT_CURRENCY: {},
  GOOD_POINTS: {},
  EVIL_POINTS: {},
  ORDER_POINTS: { outside: true },
  SHADOW_POINTS: {},
  CUPS: { outside: true },
  BONUS_POINTS: { status: true, paid: true },
  GOLDEN_TICKETS: { paid: true },
};
