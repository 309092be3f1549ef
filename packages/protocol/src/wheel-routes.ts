import { z } from 'zod';
import { balancesDto } from './balances-dto.ts';
import { idField } from './fields.ts';
import { resourceAmountsDto } from './place-dto.ts';
import { creatureDto } from './player-dto.ts';
import { promotionsLockDto } from './promotions-lock-dto.ts';
import { defineRoute } from './route.ts';

/**
 * The wheel of fortune (§7 Campaigns). A spin is free once a server day — and `extraSpins.limit` times
 * more for the gold and brilliant bonus status —, else one ticket through the ledger (NOT_ENOUGH_TICKETS); its prize waits until taken (WHEEL_REWARD_PENDING refuses another
 * spin). Tickets from ad views: the day's ad views are one budget shared with the bank's ad reward,
 * `tickets.limit` a server day (WHEEL_TICKET_DAILY_LIMIT), shown received/limit, only where the
 * player's platform shows rewarded ads (`ads.offered`; AD_REWARD_UNAVAILABLE elsewhere), with a pause
 * between two views (`ads.waitMs`; AD_REWARD_TOO_SOON).
 * Below the promotions' level every action refuses with PROMOTIONS_LOCKED (details.level); the status
 * answers with `locked`.
 */
export const wheelPrizeDto = z.object({
  id: z.string(),
  kind: z.enum(['resources', 'hero', 'booster']),
  amounts: resourceAmountsDto.nullable(),
  heroBonus: z.object({ attack: z.number(), defence: z.number(), health: z.number() }).nullable(),
  boosterId: z.string().nullable(),
});
export type WheelPrizeDto = z.infer<typeof wheelPrizeDto>;

export const wheelStatusDto = z.object({
  /** The sectors round the wheel, each prize with its chance in percent. */
  sectors: z.array(z.object({ prize: wheelPrizeDto, chance: z.number() })),
  /** A spin without a ticket is left today: the day's free one or an extra one of the bonus status. */
  freeSpin: z.boolean(),
  /** The bonus status's extra spins of the day: used and the tier's limit (0 below gold). */
  extraSpins: z.object({ used: z.number().int(), limit: z.number().int() }),
  spinPrice: resourceAmountsDto,
  /** The day's rewarded ad views, either reward (a wheel ticket or the bank's emeralds): received/limit. */
  tickets: z.object({ received: z.number().int(), limit: z.number().int() }),
  /** Whether the player's platform shows rewarded ads, and the milliseconds until the next may be rewarded. */
  ads: z.object({ offered: z.boolean(), waitMs: z.number().int() }),
  /** The prize of the last spin, not taken yet. */
  pending: z.object({ sector: z.number().int(), prize: wheelPrizeDto }).nullable(),
  nextDayAt: z.number().int(),
  /** Null when the player may spin; else the level the wheel opens at (no spin is free then). */
  locked: promotionsLockDto,
});
export type WheelStatusDto = z.infer<typeof wheelStatusDto>;

export const wheelStatusRoute = defineRoute({
  method: 'GET',
  path: '/api/campaign/get/wheel/status',
  auth: 'player',
  response: wheelStatusDto,
});

/** Spins: the sector drawn (the wheel stops on it) and the status after, with the balances. */
export const wheelSpinRoute = defineRoute({
  method: 'GET',
  path: '/api/campaign/spin/wheel',
  changesState: true,
  auth: 'player',
  response: z.object({ sector: z.number().int(), status: wheelStatusDto, balances: balancesDto, creatures: z.array(creatureDto) }),
});

/**
 * Takes the pending prize; a hero prize needs `optionalCreatureId`, one of the player's heroes
 * (WHEEL_CREATURE_REQUIRED, CREATURE_NOT_FOUND). WHEEL_NO_REWARD without a pending prize.
 */
export const wheelTakeRewardRoute = defineRoute({
  method: 'GET',
  path: '/api/campaign/wheel/take/reward',
  changesState: true,
  auth: 'player',
  query: z.object({ optionalCreatureId: idField.optional() }),
  response: z.object({
    prize: wheelPrizeDto,
    status: wheelStatusDto,
    balances: balancesDto,
    creatures: z.array(creatureDto),
  }),
});

/**
 * One ticket for an ad the platform's SDK said was watched to its end, within the day's ad views
 * shared with the bank's ad reward (WHEEL_TICKET_DAILY_LIMIT) and the pause between two
 * (AD_REWARD_TOO_SOON); AD_REWARD_UNAVAILABLE where the platform shows no rewarded ads.
 */
export const wheelAdTicketRoute = defineRoute({
  method: 'POST',
  path: '/api/campaign/wheel/ticket/ad',
  auth: 'player',
  response: z.object({ status: wheelStatusDto, balances: balancesDto }),
});
