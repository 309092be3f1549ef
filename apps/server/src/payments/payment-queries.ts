import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { PaymentNoticeDto } from '@rol/protocol/payment-routes';
import type { DbOrTx } from '../db/database.ts';
import { encodeRow, placeholdersFor, preparedQuery } from '../db/prepared-query.ts';
import { payments, type PaymentRow, type PaymentStatus } from '../db/schema/payments.ts';
import { keptGems } from './refund-share.ts';

export interface NewPayment {
  playerId: number;
  provider: string;
  transactionId: string | null;
  productId: string;
  gems: number;
  amount: number;
  currency: string;
  status: PaymentStatus;
  checkoutRef?: string | null;
  now: Date;
}

const paymentInserted = preparedQuery('payment_inserted', (db, name) =>
  db
    .insert(payments)
    .values(
      placeholdersFor([
        'playerId',
        'provider',
        'transactionId',
        'productId',
        'gems',
        'amount',
        'currency',
        'status',
        'checkoutRef',
        'createdAt',
        'updatedAt',
      ]) as unknown as typeof payments.$inferInsert,
    )
    .onConflictDoNothing({ target: [payments.provider, payments.transactionId] })
    .returning()
    .prepare(name),
);

/** Inserts a payment; null when its (provider, transaction id) is recorded already. */
export async function insertPayment(db: DbOrTx, row: NewPayment): Promise<PaymentRow | null> {
  const { now, ...values } = row;
  const [inserted] = await paymentInserted(
    db,
    encodeRow(payments, {
      ...values,
      checkoutRef: values.checkoutRef ?? null,
      createdAt: now,
      updatedAt: now,
    }),
  );
  return inserted ?? null;
}

const paymentOfTransaction = preparedQuery('payment_of_transaction', (db, name) =>
  db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, sql.placeholder('provider')),
        eq(payments.transactionId, sql.placeholder('transactionId')),
      ),
    )
    .prepare(name),
);

export async function paymentByTransaction(
  db: DbOrTx,
  provider: string,
  transactionId: string,
): Promise<PaymentRow | null> {
  const [row] = await paymentOfTransaction(db, { provider, transactionId });
  return row ?? null;
}

/** The order whose provider reference (`checkout_ref`: YooKassa's payment id) is `ref`. */
export async function paymentByCheckout(
  db: DbOrTx,
  provider: string,
  ref: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.checkoutRef, ref)))
    .limit(1);
  return row ?? null;
}

export async function paymentById(db: DbOrTx, id: number, lock = false): Promise<PaymentRow | null> {
  const query = db.select().from(payments).where(eq(payments.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Moves a payment from one status to another; null when it was not in `from` any more. */
export async function moveStatus(
  db: DbOrTx,
  id: number,
  from: PaymentStatus,
  set: Partial<Pick<PaymentRow, 'status' | 'transactionId' | 'gemsReclaimed' | 'refundedAmount'>> & {
    now: Date;
  },
): Promise<PaymentRow | null> {
  const { now, ...values } = set;
  const [row] = await db
    .update(payments)
    .set({ ...values, updatedAt: now, noticeSeen: false })
    .where(and(eq(payments.id, id), eq(payments.status, from)))
    .returning();
  return row ?? null;
}

/**
 * GEMS_GRANTED → GEMS_TAKEN for every payment of the player; their ids and the gems each still
 * brings (`keptGems`: all of them unless part of the payment was refunded before the take).
 */
const grantedTaken = preparedQuery('payments_granted_taken', (db, name) =>
  db
    .update(payments)
    .set({ status: 'GEMS_TAKEN', updatedAt: sql`${sql.placeholder('now')}::timestamptz`, noticeSeen: true })
    .where(and(eq(payments.playerId, sql.placeholder('playerId')), eq(payments.status, 'GEMS_GRANTED')))
    .returning({
      id: payments.id,
      gems: payments.gems,
      amount: payments.amount,
      refundedAmount: payments.refundedAmount,
      createdAt: payments.createdAt,
    })
    .prepare(name),
);

export async function markGrantedTaken(db: DbOrTx, playerId: number, now: Date) {
  const rows = await grantedTaken(db, { playerId, now: now.toISOString() });
  return rows.map((row) => ({ id: row.id, gems: keptGems(row), createdAt: row.createdAt }));
}

/** The newest STARTED order of the player for a product of a provider. */
export async function latestOrder(db: DbOrTx, playerId: number, provider: string, productId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.playerId, playerId),
        eq(payments.provider, provider),
        eq(payments.productId, productId),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

const NOTICE_LIMIT = 10;

/** Banners: started and returned payments not closed yet, and every payment whose gems wait. */
export async function paymentNotices(db: DbOrTx, playerId: number): Promise<PaymentNoticeDto[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.playerId, playerId),
        or(
          eq(payments.status, 'GEMS_GRANTED'),
          and(inArray(payments.status, ['STARTED', 'REFUNDED']), eq(payments.noticeSeen, false)),
        ),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(NOTICE_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    productId: row.productId,
    gems: row.status === 'GEMS_GRANTED' ? keptGems(row) : row.gems,
    gemsReclaimed: row.gemsReclaimed,
    createdAt: row.createdAt.getTime(),
  }));
}

/** Closes a started or returned payment's banner; false when the player has no such payment. */
export async function markNoticeSeen(db: DbOrTx, playerId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ noticeSeen: true })
    .where(and(eq(payments.id, id), eq(payments.playerId, playerId)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

const PAGE_SIZE = 50;

/** The moderator's view: a player's payments, newest first, 50 a page. */
export async function paymentPage(db: DbOrTx, playerId: number, page: number) {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.playerId, playerId))
    .orderBy(desc(payments.id))
    .limit(PAGE_SIZE + 1)
    .offset(page * PAGE_SIZE);
  return {
    payments: rows.slice(0, PAGE_SIZE).map((row) => ({
      id: row.id,
      provider: row.provider,
      amount: row.amount,
      currency: row.currency,
      status: row.status,
      createdAt: row.createdAt.getTime(),
      transactionId: row.transactionId,
      productId: row.productId,
      gems: row.gems,
      gemsReclaimed: row.gemsReclaimed,
    })),
    hasMore: rows.length > PAGE_SIZE,
  };
}

/** Which of a provider's transaction ids are payments of this player whose gems the player received. */
export async function takenTransactionIds(
  db: DbOrTx,
  playerId: number,
  provider: string,
  transactionIds: readonly string[],
): Promise<string[]> {
  if (transactionIds.length === 0) return [];
  const rows = await db
    .select({ transactionId: payments.transactionId })
    .from(payments)
    .where(
      and(
        eq(payments.playerId, playerId),
        eq(payments.provider, provider),
        eq(payments.status, 'GEMS_TAKEN'),
        inArray(payments.transactionId, [...transactionIds]),
      ),
    );
  return rows.flatMap((row) => (row.transactionId === null ? [] : [row.transactionId]));
}
