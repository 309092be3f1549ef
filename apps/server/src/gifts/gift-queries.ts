import { aliasedTable, and, count, desc, eq, gte } from 'drizzle-orm';
import type { GiftDto } from '@rol/protocol/gift-routes';
import { GIFT_LIMITS } from '@rol/rules/community/gift-rules';
import type { DbOrTx } from '../db/database.ts';
import { gifts, type GiftRow } from '../db/schema/gifts.ts';
import { players } from '../db/schema/players.ts';

const sender = aliasedTable(players, 'sender');
const receiver = aliasedTable(players, 'receiver');

/** A gift as `viewerId` sees it: the receiver reads the hidden text only once it is opened. */
export function giftDtoOf(row: GiftRow, names: { sender: string; receiver: string }, viewerId: number): GiftDto {
  const hidden = row.senderId === viewerId || row.openedAt !== null;
  return {
    id: row.id,
    senderId: row.senderId,
    senderName: names.sender,
    receiverId: row.receiverId,
    receiverName: names.receiver,
    resource: row.resource,
    amount: row.amount,
    wish: row.wish,
    hiddenText: hidden ? row.hiddenText : null,
    createdAt: row.createdAt.getTime(),
    openedAt: row.openedAt?.getTime() ?? null,
  };
}

const withNames = (db: DbOrTx) =>
  db
    .select({ gift: gifts, sender: sender.nickname, receiver: receiver.nickname })
    .from(gifts)
    .innerJoin(sender, eq(sender.id, gifts.senderId))
    .innerJoin(receiver, eq(receiver.id, gifts.receiverId));

/** Received or sent gifts, newest first, a page of GIFT_LIMITS.pageSize. */
export async function listGifts(db: DbOrTx, params: { playerId: number; box: 'received' | 'sent'; page: number }) {
  const size = GIFT_LIMITS.pageSize;
  const rows = await withNames(db)
    .where(params.box === 'received' ? eq(gifts.receiverId, params.playerId) : eq(gifts.senderId, params.playerId))
    .orderBy(desc(gifts.id))
    .limit(size + 1)
    .offset(params.page * size);
  return {
    gifts: rows.slice(0, size).map((r) => giftDtoOf(r.gift, r, params.playerId)),
    hasMore: rows.length > size,
  };
}

export async function findGift(db: DbOrTx, id: number) {
  const [row] = await withNames(db).where(eq(gifts.id, id)).for('update', { of: gifts });
  return row ?? null;
}

/** Gifts the player sent since `since` (the server day's start). */
export async function countSentSince(db: DbOrTx, playerId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(gifts)
    .where(and(eq(gifts.senderId, playerId), gte(gifts.createdAt, since)));
  return Number(row?.n ?? 0);
}
