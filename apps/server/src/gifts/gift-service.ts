import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  checkGiftAmount,
  GIFT_LIMITS,
  GIFT_RESOURCES,
  giftAmounts,
  type GiftResource,
} from '@rol/rules/community/gift-rules';
import { charCount } from '@rol/rules/community/forum-rules';
import { serverDay, serverDayStartAt } from '@rol/rules/server-day';
import { gifts } from '../db/schema/gifts.ts';
import type { AfterCommitTask } from '../http/api-route.ts';
import { ApiError } from '../http/api-error.ts';
import { notifyPlayer } from '../notifications/notify-player.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { findPlayerByNickname } from '../players/player-queries.ts';
import { applyAmounts, balancesOf } from '../ledger/balances.ts';
import { countSentSince, findGift, giftDtoOf } from './gift-queries.ts';

export interface GiftInput {
  to: string;
  resource: GiftResource;
  amount: number;
  wish: string;
  hiddenText: string;
}

/**
 * Sends a gift (level 15; not to oneself; the amount within the resource's bounds; at most
 * GIFT_LIMITS.perDay a server day): the sender pays now through the ledger, the receiver is told.
 */
export async function sendGift(
  app: FastifyInstance,
  who: ActingPlayer,
  afterCommit: (task: AfterCommitTask) => void,
  input: GiftInput,
) {
  const nowMs = app.clock();
  const now = new Date(nowMs);
  return inPlayerTransaction(app.db, who, async (tx, player) => {
    if (player.level < GIFT_LIMITS.level) throw new ApiError('GIFT_LEVEL_REQUIRED', { level: GIFT_LIMITS.level });
    const wish = input.wish.trim();
    const hiddenText = input.hiddenText.trim();
    if (charCount(wish) > GIFT_LIMITS.wishMax) throw new ApiError('GIFT_TEXT_TOO_LONG', { max: GIFT_LIMITS.wishMax });
    if (charCount(hiddenText) > GIFT_LIMITS.hiddenMax)
      throw new ApiError('GIFT_TEXT_TOO_LONG', { max: GIFT_LIMITS.hiddenMax });
    if (!checkGiftAmount(input.resource, input.amount))
      throw new ApiError('GIFT_AMOUNT_INVALID', { ...GIFT_RESOURCES[input.resource], resource: input.resource });
    const receiver = await findPlayerByNickname(tx, input.to);
    if (!receiver) throw new ApiError('PLAYER_NOT_FOUND', { nickname: input.to });
    if (receiver.id === player.id) throw new ApiError('GIFT_TO_SELF');
    const dayStart = new Date(serverDayStartAt(serverDay(nowMs)));
    if ((await countSentSince(tx, player.id, dayStart)) >= GIFT_LIMITS.perDay)
      throw new ApiError('GIFT_DAILY_LIMIT', { max: GIFT_LIMITS.perDay });
    const [row] = await tx
      .insert(gifts)
      .values({
        senderId: player.id,
        receiverId: receiver.id,
        resource: input.resource,
        amount: input.amount,
        wish,
        hiddenText,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('gift not written');
    const after = await applyAmounts(tx, {
      playerId: player.id,
      amounts: giftAmounts(input.resource, input.amount),
      sign: -1,
      reason: 'gift-send',
      reference: `gift:${row.id}`,
      now,
    });
    await notifyPlayer(app, tx, afterCommit, {
      playerId: receiver.id,
      event: { type: 'GIFT_RECEIVED', params: { giftId: row.id, senderId: player.id, senderName: player.nickname } },
      now,
    });
    return {
      gift: giftDtoOf(row, { sender: player.nickname, receiver: receiver.nickname }, player.id),
      balances: balancesOf({ ...player, ...after }),
    };
  });
}

/** The receiver opens a gift: its hidden text shows and its resource is credited through the ledger, once. */
export async function openGift(app: FastifyInstance, who: ActingPlayer, id: number) {
  const now = new Date(app.clock());
  return inPlayerTransaction(app.db, who, async (tx, player) => {
    const found = await findGift(tx, id);
    if (!found || found.gift.receiverId !== player.id) throw new ApiError('GIFT_NOT_FOUND', { id });
    if (found.gift.openedAt !== null) throw new ApiError('GIFT_ALREADY_OPENED', { id });
    const [opened] = await tx.update(gifts).set({ openedAt: now }).where(eq(gifts.id, id)).returning();
    if (!opened) throw new Error('gift vanished');
    const after = await applyAmounts(tx, {
      playerId: player.id,
      amounts: giftAmounts(opened.resource, opened.amount),
      sign: 1,
      reason: 'gift-open',
      reference: `gift:${id}`,
      now,
    });
    return { gift: giftDtoOf(opened, found, player.id), balances: balancesOf({ ...player, ...after }) };
  });
}

/** The sender has seen their opened gifts: `giftNews` goes out. */
export async function resetGiftNews(app: FastifyInstance, playerId: number) {
  await app.db
    .update(gifts)
    .set({ senderSeenOpen: true })
    .where(and(eq(gifts.senderId, playerId), isNotNull(gifts.openedAt), eq(gifts.senderSeenOpen, false)));
  return { giftNews: false };
}
