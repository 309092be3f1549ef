import { eq, sql } from 'drizzle-orm';
import { CLAN_RESOURCES, type ClanAmounts, type ClanResource } from '@rol/rules/clans/clan-treasury';
import type { Tx } from '../db/database.ts';
import { preparedSql } from '../db/prepared-query.ts';
import { clanLedger } from '../db/schema/clan-ledger.ts';
import { clans } from '../db/schema/clans.ts';
import { ApiError } from '../http/api-error.ts';

/** The treasury column of each clan resource. */
export const CLAN_RESOURCE_COLUMNS = {
  gold: clans.gold,
  gems: clans.gems,
  redCrystals: clans.redCrystals,
  blueCrystals: clans.blueCrystals,
  gears: clans.gears,
  tickets: clans.tickets,
} as const satisfies Record<ClanResource, unknown>;

export interface ClanLedgerEntry {
  clanId: number;
  resource: ClanResource;
  /** Positive credits, negative debits; never fractional. */
  delta: number;
  reason: string;
  /** The member who caused it. */
  playerId?: number | null;
  reference?: string | null;
  now: Date;
}

/** Per resource, one statement: the conditional UPDATE of the treasury and, when it matched, the ledger row. */
function creditAndRecordOf(resource: ClanResource) {
  const column = sql.identifier(CLAN_RESOURCE_COLUMNS[resource].name);
  const delta = sql`${sql.placeholder('delta')}::bigint`;
  const clanId = sql`${sql.placeholder('clanId')}::int`;
  return preparedSql(
    `clan_ledger_credit_and_record_${resource}`,
    sql`with credited as (
      update ${clans} set ${column} = ${column} + ${delta}
      where ${clans.id} = ${clanId} and ${column} + ${delta} >= 0
      returning ${column} as balance
    )
    insert into ${clanLedger} (clan_id, resource, delta, balance_after, reason, player_id, reference, created_at)
    select ${clanId}, ${sql.placeholder('resource')}::text, ${delta}, balance,
      ${sql.placeholder('reason')}::text, ${sql.placeholder('playerId')}::int, ${sql.placeholder('reference')}::text,
      ${sql.placeholder('createdAt')}::timestamptz
    from credited
    returning balance_after`,
  );
}

const creditAndRecord = Object.fromEntries(
  CLAN_RESOURCES.map((resource) => [resource, creditAndRecordOf(resource)]),
) as Record<ClanResource, ReturnType<typeof creditAndRecordOf>>;

/**
 * The clan's ledger, as `applyLedger` is the player's: a conditional UPDATE (the treasury never goes
 * below zero, so two concurrent spends never spend the same gold twice) and the ledger row, in the
 * caller's transaction. A shortage is CLAN_INSUFFICIENT_FUNDS and rolls the transaction back.
 */
export async function applyClanLedger(tx: Tx, entry: ClanLedgerEntry): Promise<number> {
  if (!Number.isSafeInteger(entry.delta)) throw new Error(`clan ledger delta must be an integer, got ${entry.delta}`);
  const [recorded] = await creditAndRecord[entry.resource](tx, {
    clanId: entry.clanId,
    delta: entry.delta,
    resource: entry.resource,
    reason: entry.reason,
    playerId: entry.playerId ?? null,
    reference: entry.reference ?? null,
    createdAt: entry.now.toISOString(),
  });
  if (!recorded) {
    const [exists] = await tx.select({ id: clans.id }).from(clans).where(eq(clans.id, entry.clanId));
    if (!exists) throw new ApiError('NOT_FOUND');
    throw new ApiError('CLAN_INSUFFICIENT_FUNDS', { resource: entry.resource, needed: -entry.delta });
  }
  return Number(recorded.balance_after);
}

/** The clan's whole treasury after a credit (every resource's balance). */
export type ClanTreasury = Record<ClanResource, number>;

/** Per resource, one statement: a credit, its ledger row, and the treasury after it. */
function creditReturningTreasuryOf(resource: ClanResource) {
  const column = sql.identifier(CLAN_RESOURCE_COLUMNS[resource].name);
  const delta = sql`${sql.placeholder('delta')}::bigint`;
  const clanId = sql`${sql.placeholder('clanId')}::int`;
  return preparedSql(
    `clan_ledger_credit_treasury_${resource}`,
    sql`with credited as (
      update ${clans} set ${column} = ${column} + ${delta}
      where ${clans.id} = ${clanId} and ${delta} > 0
      returning ${column} as balance, ${clans.gold} as gold, ${clans.gems} as gems,
        ${clans.redCrystals} as red_crystals, ${clans.blueCrystals} as blue_crystals,
        ${clans.gears} as gears, ${clans.tickets} as tickets
    ), recorded as (
      insert into ${clanLedger} (clan_id, resource, delta, balance_after, reason, player_id, reference, created_at)
      select ${clanId}, ${sql.placeholder('resource')}::text, ${delta}, balance,
        ${sql.placeholder('reason')}::text, ${sql.placeholder('playerId')}::int, ${sql.placeholder('reference')}::text,
        ${sql.placeholder('createdAt')}::timestamptz
      from credited
    )
    select gold, gems, red_crystals, blue_crystals, gears, tickets from credited`,
  );
}

const creditReturningTreasury = Object.fromEntries(
  CLAN_RESOURCES.map((resource) => [resource, creditReturningTreasuryOf(resource)]),
) as Record<ClanResource, ReturnType<typeof creditReturningTreasuryOf>>;

/**
 * A positive credit to the treasury with its ledger row, as `applyClanLedger`, in one statement that
 * also answers the whole treasury after it (a donation shows it). It takes the clan's row lock, so a
 * caller runs it as late in its transaction as it can. Null when the clan is gone.
 */
export async function creditClanTreasury(tx: Tx, entry: ClanLedgerEntry): Promise<ClanTreasury | null> {
  if (!Number.isSafeInteger(entry.delta) || entry.delta <= 0)
    throw new Error(`clan credit must be a positive integer, got ${entry.delta}`);
  const [row] = await creditReturningTreasury[entry.resource](tx, {
    clanId: entry.clanId,
    delta: entry.delta,
    resource: entry.resource,
    reason: entry.reason,
    playerId: entry.playerId ?? null,
    reference: entry.reference ?? null,
    createdAt: entry.now.toISOString(),
  });
  if (!row) return null;
  return {
    gold: Number(row.gold),
    gems: Number(row.gems),
    redCrystals: Number(row.red_crystals),
    blueCrystals: Number(row.blue_crystals),
    gears: Number(row.gears),
    tickets: Number(row.tickets),
  };
}

/** Spends a price (every resource of it) from the treasury; the balances after, by resource. */
export async function spendFromTreasury(
  tx: Tx,
  clanId: number,
  price: ClanAmounts,
  reason: string,
  playerId: number,
  now: Date,
): Promise<Partial<Record<ClanResource, number>>> {
  const after: Partial<Record<ClanResource, number>> = {};
  for (const resource of CLAN_RESOURCES) {
    const amount = price[resource] ?? 0;
    if (amount > 0) after[resource] = await applyClanLedger(tx, { clanId, resource, delta: -amount, reason, playerId, now });
  }
  return after;
}
