import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { ledger } from '../db/schema/ledger.ts';
import { players } from '../db/schema/players.ts';
import { ApiError } from '../http/api-error.ts';
import { RESOURCE_COLUMNS, SHORTAGE_ERRORS, type Resource } from './resources.ts';

export interface LedgerEntry {
  playerId: number;
  resource: Resource;
  /** Positive credits, negative debits; never fractional. */
  delta: number;
  reason: string;
  reference?: string | null;
  now: Date;
}

/**
 * DESIGN §4, the one ledger: changes a balance with a conditional UPDATE (a balance never goes below
 * zero, so two concurrent debits can never spend the same gems twice) and appends the ledger row.
 * Takes a transaction so the balance and its row commit together. A shortage throws the resource's
 * §8 error (NOT_ENOUGH_GEMS, NOT_ENOUGH_FUNDS, …), which rolls the transaction back.
 */
export async function applyLedger(tx: Tx, entry: LedgerEntry): Promise<number> {
  if (!Number.isSafeInteger(entry.delta))
    throw new Error(`ledger delta must be an integer, got ${entry.delta}`);
  const column = RESOURCE_COLUMNS[entry.resource];
  const [updated] = await tx
    .update(players)
    .set({ [entry.resource]: sql`${column} + ${entry.delta}` })
    .where(and(eq(players.id, entry.playerId), gte(sql`${column} + ${entry.delta}`, 0)))
    .returning({ balance: column });
  if (!updated) {
    const [exists] = await tx.select({ id: players.id }).from(players).where(eq(players.id, entry.playerId));
    if (!exists) throw new ApiError('NOT_FOUND');
    throw new ApiError(SHORTAGE_ERRORS[entry.resource], { resource: entry.resource, needed: -entry.delta });
  }
  await tx.insert(ledger).values({
    playerId: entry.playerId,
    resource: entry.resource,
    delta: entry.delta,
    balanceAfter: updated.balance,
    reason: entry.reason,
    reference: entry.reference ?? null,
    createdAt: entry.now,
  });
  return updated.balance;
}
