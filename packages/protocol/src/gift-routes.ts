import { z } from 'zod';
import { GIFT_LIMITS, GIFT_RESOURCE_KINDS } from '@rol/rules/community/gift-rules';
import { idField, intField, textField } from './fields.ts';
import { balancesDto } from './balances-dto.ts';
import { defineRoute } from './route.ts';

/**
 * Gifts (§3 Gift), from level 15: one resource paid by the sender when sent, received when opened;
 * the hidden text shows only once the gift is opened (to the receiver) — the sender always sees it.
 */
export const giftDto = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  senderName: z.string(),
  receiverId: z.number().int(),
  receiverName: z.string(),
  resource: z.enum(GIFT_RESOURCE_KINDS as [string, ...string[]]),
  amount: z.number().int(),
  wish: z.string(),
  /** Null for the receiver until opened. */
  hiddenText: z.string().nullable(),
  createdAt: z.number().int(),
  openedAt: z.number().int().nullable(),
});
export type GiftDto = z.infer<typeof giftDto>;

export const giftListRoute = defineRoute({
  method: 'GET',
  path: '/api/gift/list',
  auth: 'player',
  query: z.object({ box: z.enum(['received', 'sent']).optional(), page: intField.min(0).max(10_000).optional() }),
  response: z.object({
    box: z.enum(['received', 'sent']),
    gifts: z.array(giftDto),
    page: z.number().int(),
    hasMore: z.boolean(),
    /** What may be given and the limits (the window's form). */
    sentToday: z.number().int(),
  }),
});

export const giftSendRoute = defineRoute({
  method: 'POST',
  path: '/api/gift/send',
  auth: 'player',
  body: z.object({
    /** The receiver's nickname. */
    to: textField(100),
    resource: z.enum(GIFT_RESOURCE_KINDS as [string, ...string[]]),
    amount: intField.min(1).max(1_000_000_000),
    wish: textField(GIFT_LIMITS.wishMax * 4, { multiline: true }).optional().default(''),
    hiddenText: textField(GIFT_LIMITS.hiddenMax * 4, { multiline: true }).optional().default(''),
  }),
  response: z.object({ gift: giftDto, balances: balancesDto }),
});

export const giftOpenRoute = defineRoute({
  method: 'POST',
  path: '/api/gift/:id/open',
  auth: 'player',
  params: z.object({ id: idField }),
  response: z.object({ gift: giftDto, balances: balancesDto }),
});

/** The sender has seen which sent gifts were opened: `giftNews` goes out. */
export const giftNewsResetRoute = defineRoute({
  method: 'POST',
  path: '/api/gift/news/reset',
  auth: 'player',
  response: z.object({ giftNews: z.boolean() }),
});

/** §7: the promo gift, granted once per player (PROMOTION_ALREADY_USED after). */
export const promoGiftAcceptRoute = defineRoute({
  method: 'GET',
  path: '/api/player/promo/gift/accept',
  changesState: true,
  auth: 'player',
  response: z.object({ reward: z.record(z.string(), z.number()), balances: balancesDto }),
});
