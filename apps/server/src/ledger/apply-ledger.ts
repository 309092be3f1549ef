import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { preparedSql } from '../db/prepared-query.ts';
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

/**
 * Per resource, one statement: the conditional UPDATE of the balance and, only when it matched, the
 * ledger row with the balance after it (a data-modifying CTE: one round trip per entry).
 */
function creditAndRecordOf(resource: Resource) {
  const column = sql.identifier(RESOURCE_COLUMNS[resource].name);
  const delta = sql`${sql.placeholder('delta')}::bigint`;
  const playerId = sql`${sql.placeholder('playerId')}::int`;
  return preparedSql(
    `ledger_credit_and_record_${resource}`,
    sql`with credited as (
      update ${players} set ${column} = ${column} + ${delta}
      where ${players.id} = ${playerId} and ${column} + ${delta} >= 0
      returning ${column} as balance
    )
    insert into ${ledger} (player_id, resource, delta, balance_after, reason, reference, created_at)
    select ${playerId}, ${sql.placeholder('resource')}::text, ${delta}, balance,
      ${sql.placeholder('reason')}::text, ${sql.placeholder('reference')}::text,
      ${sql.placeholder('createdAt')}::timestamptz
    from credited
    returning balance_after`,
  );
}

const creditAndRecord = Object.fromEntries(
  RESOURCES.map((resource) => [resource, creditAndRecordOf(resource)]),
) as Record<Resource, ReturnType<typeof creditAndRecordOf>>;

/**
 * docs/architecture.md, "Game state", the one ledger: changes a balance with a conditional UPDATE (a balance never goes below
 * zero, so two concurrent debits can never spend the same gems twice) and appends the ledger row.
 * Takes a transaction so the balance and its row commit together. A shortage throws the resource's
 * §8 error (NOT_ENOUGH_GEMS, NOT_ENOUGH_FUNDS, …), which rolls the transaction back.
 */
export async function applyLedger(tx: Tx, entry: LedgerEntry): Promise<number> {
  if (!Number.isSafeInteger(entry.delta))
    throw new Error(`ledger delta must be an integer, got ${entry.delta}`);
  const [recorded] = await creditAndRecord[entry.resource](tx, {
    playerId: entry.playerId,
    delta: entry.delta,
    resource: entry.resource,
    reason: entry.reason,
    reference: entry.reference ?? null,
    createdAt: entry.now.toISOString(),
  });
  if (!recorded) {
    const [exists] = await tx.select({ id: players.id }).from(players).where(eq(players.id, entry.playerId));
    if (!exists) throw new ApiError('NOT_FOUND');
    throw new ApiError(SHORTAGE_ERRORS[entry.resource], { resource: entry.resource, needed: -entry.delta });
  }
  // int8 comes back as the driver hands it (a string from node-postgres).
  return Number(recorded.balance_after);
}
