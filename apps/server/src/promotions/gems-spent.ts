import { and, eq, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { ledger } from '../db/schema/ledger.ts';

/**
 * Gem debits that are not spending (docs/economy.md, "Chests by gems spent"): a gift's debit
 * (`gifts/gift-service.ts`) only moves gems to another player, and a refund's
 * (`payments/payment-records.ts`) takes back gems whose money went back.
 */
export const NOT_SPENDING_REASONS = ['gift-send', 'payment-refund'];

/** Every gem (emerald) the player has spent: the sum of the ledger's gem debits that are spending. */
export async function gemsSpent(db: DbOrTx, playerId: number): Promise<number> {
  const [row] = await db
    .select({ spent: sql<string>`coalesce(sum(-${ledger.delta}), 0)` })
    .from(ledger)
    .where(
      and(
        eq(ledger.playerId, playerId),
        eq(ledger.resource, 'mithril'),
        lt(ledger.delta, 0),
        notInArray(ledger.reason, NOT_SPENDING_REASONS),
      ),
    );
  return Number(row?.spent ?? 0);
}

/** `gemsSpent` as a subquery of another statement, for the player whose id is `playerId` (a column). */
export const gemsSpentOf = (playerId: SQL) =>
  sql`(select coalesce(sum(-l.delta), 0) from ${ledger} l
    where l.player_id = ${playerId} and l.resource = 'mithril' and l.delta < 0
      and l.reason not in (${sql.raw(NOT_SPENDING_REASONS.map((reason) => `'${reason}'`).join(', '))}))`;
