import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { ledger } from '../db/schema/ledger.ts';
import { players } from '../db/schema/players.ts';
import { ApiError } from '../http/api-error.ts';
import { RESOURCE_COLUMNS, RESOURCES, SHORTAGE_ERRORS, type Resource } from './resources.ts';

export interface LedgerEntry {
  playerId: number;
  resource: Resource;
  /** Positive credits, negative debits; never fractional. */
  delta: number;
  reason: string;
  reference?: string | null;
  now: Date;
}

/** `UPDATE players SET <column> = <column> + $delta WHERE id = $player AND <column> + $delta >= 0`. */
function conditionalCreditOf(resource: Resource) {
  const column = RESOURCE_COLUMNS[resource];
  const delta = sql`${sql.placeholder('delta')}::bigint`;
  return preparedQuery(`ledger_credit_${resource}`, (db, name) =>
    db
      .update(players)
      .set({ [resource]: sql`${column} + ${delta}` })
      .where(and(eq(players.id, sql.placeholder('playerId')), gte(sql`${column} + ${delta}`, 0)))
      .returning({ balance: column })
      .prepare(name),
  );
}

const conditionalCredit = Object.fromEntries(
  RESOURCES.map((resource) => [resource, conditionalCreditOf(resource)]),
) as Record<Resource, ReturnType<typeof conditionalCreditOf>>;

const ledgerRowInserted = preparedQuery('ledger_row_inserted', (db, name) =>
  db
    .insert(ledger)
    .values({
      playerId: sql.placeholder('playerId'),
      resource: sql.placeholder('resource'),
      delta: sql.placeholder('delta'),
      balanceAfter: sql.placeholder('balanceAfter'),
      reason: sql.placeholder('reason'),
      reference: sql`${sql.placeholder('reference')}`,
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare(name),
);

/**
 * DESIGN §4, the one ledger: changes a balance with a conditional UPDATE (a balance never goes below
 * zero, so two concurrent debits can never spend the same gems twice) and appends the ledger row.
 * Takes a transaction so the balance and its row commit together. A shortage throws the resource's
 * §8 error (NOT_ENOUGH_GEMS, NOT_ENOUGH_FUNDS, …), which rolls the transaction back.
 */
export async function applyLedger(tx: Tx, entry: LedgerEntry): Promise<number> {
  if (!Number.isSafeInteger(entry.delta))
    throw new Error(`ledger delta must be an integer, got ${entry.delta}`);
  const [updated] = await conditionalCredit[entry.resource](tx, {
    playerId: entry.playerId,
    delta: entry.delta,
  });
  if (!updated) {
    const [exists] = await tx.select({ id: players.id }).from(players).where(eq(players.id, entry.playerId));
    if (!exists) throw new ApiError('NOT_FOUND');
    throw new ApiError(SHORTAGE_ERRORS[entry.resource], { resource: entry.resource, needed: -entry.delta });
  }
  await ledgerRowInserted(tx, {
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
