import { z } from 'zod';
import { balancesDto } from './balances-dto.ts';
import { textField } from './fields.ts';
import { paymentNoticeDto, purchaseResultDto } from './payment-routes.ts';
import { defineRoute } from './route.ts';

/**
 * Purchases of RuStore, Kongregate and GamePush, and the gifts of Fotostrana and VK Play
 * (docs/platforms.md, "Payments"). Each is confirmed by the platform, never on the client's word.
 */

/**
 * RuStore: the client bought a pack with RuStore's payments; the server reads the purchase back
 * from RuStore's public API and credits it once per purchase. `tokens` holds the purchase id,
 * which the client may now confirm (consume) on its side.
 */
export const ruStoreBuyRoute = defineRoute({
  method: 'POST',
  path: '/api/integration/rustore/buy',
  auth: 'player',
  query: z.object({ product_id: textField(64).min(1) }),
  body: z.object({ purchaseId: textField(128).min(1) }),
  response: purchaseResultDto,
});

/**
 * Kongregate: after the client's purchase dialog (and at every start), the server lists the
 * player's unused items on Kongregate, credits every gem pack once per item instance and uses the
 * items up. `token`: the game auth token, which Kongregate requires to use an item.
 */
export const kongBuyRoute = defineRoute({
  method: 'POST',
  path: '/api/integration/kong/buy',
  auth: 'player',
  body: z.object({ token: textField(256).min(1) }),
  response: purchaseResultDto,
});

/** GamePush's webhook: the body is `base64(JSON).signature`; a purchase is granted once per purchase id. */
export const gamePushWebhookRoute = defineRoute({
  method: 'POST',
  path: '/api/integration/gp/webhook',
  auth: 'none',
  body: textField(65_536).min(1),
  response: z.object({ ok: z.boolean() }),
});

/**
 * GamePush: takes every credited payment's gems (as `bank/take`) and answers which of the named
 * GamePush purchases the server has credited and the player received (`credited`). The client
 * consumes a purchase on GamePush only when its id is listed: a purchase whose webhook has not
 * arrived stays held on GamePush, to be asked about again.
 */
export const gamePushTakeRoute = defineRoute({
  method: 'POST',
  path: '/api/integration/gp/take',
  auth: 'player',
  body: z.object({ purchaseIds: z.array(textField(64).min(1)).min(1).max(20) }),
  response: z.object({
    taken: z.number().int(),
    balances: balancesDto,
    notices: z.array(paymentNoticeDto),
    credited: z.array(z.string()),
  }),
});

const giftResult = z.object({ gems: z.number().int(), balances: balancesDto });

/** Fotostrana's gift to a player who plays from there: accepted once per Fotostrana account. */
export const fotoGiftAcceptRoute = defineRoute({
  method: 'GET',
  path: '/api/integration/foto/gift/accept',
  auth: 'player',
  changesState: true,
  response: giftResult,
});

/** VK Play (mystore)'s gift: accepted once per VK Play account. */
export const mystoreGiftAcceptRoute = defineRoute({
  method: 'GET',
  path: '/api/integration/mystore/gift/accept',
  auth: 'player',
  changesState: true,
  response: giftResult,
});

/**
 * Rewarded ads: the day's ad views received/limit (one budget shared with the wheel's tickets for
 * ads), how many are left and when the next may be claimed.
 */
export const adRewardDto = z.object({
  /** Whether the player's platform shows rewarded ads at all. */
  offered: z.boolean(),
  gems: z.number().int(),
  received: z.number().int(),
  limit: z.number().int(),
  left: z.number().int(),
  nextAt: z.number().int(),
  /** Milliseconds from the answer until `nextAt` (0: a reward may be claimed now). */
  waitMs: z.number().int(),
});
export type AdRewardDto = z.infer<typeof adRewardDto>;

export const adRewardGetRoute = defineRoute({
  method: 'GET',
  path: '/api/ads/reward/get',
  auth: 'player',
  response: adRewardDto,
});

/**
 * After the platform's SDK said a rewarded ad was watched to the end: credits its emeralds, within
 * the day's ad views (shared with the wheel's tickets) and the pause between two
 * (AD_REWARD_UNAVAILABLE, AD_REWARD_LIMIT, AD_REWARD_TOO_SOON).
 */
export const adRewardClaimRoute = defineRoute({
  method: 'POST',
  path: '/api/ads/reward/claim',
  auth: 'player',
  response: adRewardDto.extend({ credited: z.number().int(), balances: balancesDto }),
});
