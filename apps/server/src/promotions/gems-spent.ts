import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { ledger } from '../db/schema/ledger.ts';

/** Every gem (emerald) the player has spent: the sum of the ledger's gem debits. */
export async function gemsSpent(db: DbOrTx, playerId: number): Promise<number> {
  const [row] = await db
    .select({ spent: sql<string>`coalesce(sum(-${ledger.delta}), 0)` })
    .from(ledger)
    .where(and(eq(ledger.playerId, playerId), eq(ledger.resource, 'mithril'), lt(ledger.delta, 0)));
  return Number(row?.spent ?? 0);
}
