import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { preparedSql } from '../db/prepared-query.ts';
import { ledger } from '../db/schema/ledger.ts';
import { players } from '../db/schema/players.ts';
import { ApiError } from '../http/api-error.ts';
import type { BalancesAfter } from './balances.ts';
import { RESOURCE_COLUMNS, SHORTAGE_ERRORS, type Resource } from './resources.ts';

/** One change of a batch: the player and the moment are the batch's. */
export interface BatchEntry {
  resource: Resource;
  /** Positive credits, negative debits; never fractional. Zero entries are left out. */
  delta: number;
  reason: string;
  reference?: string | null;
}

/**
 * The statement of a set of resources (in a fixed order): one conditional UPDATE of all their
 * balances and every entry's ledger row, in one round trip. Each row's `balance_after` is the
 * balance after that entry, in the entries' order (the final balance less the later entries of
 * the same resource).
 */
function batchStatementOf(resources: readonly Resource[]) {
  const playerId = sql`${sql.placeholder('playerId')}::int`;
  const column = (resource: Resource) => sql.identifier(RESOURCE_COLUMNS[resource].name);
  const total = (index: number) => sql`${sql.placeholder(`d${index}`)}::bigint`;
  const sets = sql.join(
    resources.map((resource, i) => sql`${column(resource)} = ${column(resource)} + ${total(i)}`),
    sql`, `,
  );
  const checks = sql.join(
    resources.map((resource, i) => sql` and ${column(resource)} + ${total(i)} >= 0`),
    sql``,
  );
  const balances = sql.join(
    resources.map((resource, i) => sql`${column(resource)} as ${sql.identifier(`b${i}`)}`),
    sql`, `,
  );
  const finalOf = sql.join(
    resources.map((resource, i) => sql` when ${sql.raw(`'${resource}'`)} then c.${sql.identifier(`b${i}`)}`),
    sql``,
  );
  return preparedSql(
    `ledger_batch_${resources.join('_')}`,
    sql`with entries as (
      select e.resource, e.delta, e.reason, e.reference, e.ord
      from unnest(${sql.placeholder('resources')}::text[], ${sql.placeholder('deltas')}::bigint[],
        ${sql.placeholder('reasons')}::text[], ${sql.placeholder('references')}::text[])
        with ordinality as e(resource, delta, reason, reference, ord)
    ), credited as (
      update ${players} set ${sets}
      where ${players.id} = ${playerId}${checks}
      returning ${balances}
    )
    insert into ${ledger} (player_id, resource, delta, balance_after, reason, reference, created_at)
    select ${playerId}, e.resource, e.delta,
      (case e.resource${finalOf} end) - coalesce(sum(e.delta) over (partition by e.resource order by e.ord
        rows between 1 following and unbounded following), 0),
      e.reason, e.reference, ${sql.placeholder('createdAt')}::timestamptz
    from credited c cross join entries e
    order by e.ord
    returning resource, balance_after`,
  );
}

const statements = new Map<string, ReturnType<typeof batchStatementOf>>();

/**
 * Several ledger changes of one player in one statement (docs/architecture.md, "Game state"): the
 * balances change together with a conditional UPDATE — no balance may end below zero; the batch
 * is judged on each resource's total — and every entry gets its ledger row, in order. A shortage
 * throws the first short resource's error (NOT_ENOUGH_GEMS, …), which rolls the transaction back;
 * nothing of the batch is applied. Returns each changed resource's balance after the batch.
 */
export async function applyLedgerBatch(
  tx: Tx,
  params: { playerId: number; entries: readonly BatchEntry[]; now: Date },
): Promise<BalancesAfter> {
  const entries = params.entries.filter((entry) => entry.delta !== 0);
  if (entries.length === 0) return {};
  const totals = new Map<Resource, number>();
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.delta))
      throw new Error(`ledger delta must be an integer, got ${entry.delta}`);
    totals.set(entry.resource, (totals.get(entry.resource) ?? 0) + entry.delta);
  }
  const resources = [...totals.keys()].sort();
  const key = resources.join(',');
  let run = statements.get(key);
  if (!run) statements.set(key, (run = batchStatementOf(resources)));
  const values: Record<string, unknown> = {
    playerId: params.playerId,
    resources: entries.map((entry) => entry.resource),
    deltas: entries.map((entry) => entry.delta),
    reasons: entries.map((entry) => entry.reason),
    references: entries.map((entry) => entry.reference ?? null),
    createdAt: params.now.toISOString(),
  };
  resources.forEach((resource, i) => (values[`d${i}`] = totals.get(resource)));
  const rows = await run(tx, values);
  if (rows.length === 0) throw await shortageOf(tx, params.playerId, entries, totals);
  // int8 comes back as the driver hands it (a string from node-postgres); the last row of a resource is its balance.
  const after: BalancesAfter = {};
  for (const row of rows) after[row.resource as Resource] = Number(row.balance_after);
  return after;
}

/** Why a batch matched no row: no such player, or the first entry whose resource would end below zero. */
async function shortageOf(
  tx: Tx,
  playerId: number,
  entries: readonly BatchEntry[],
  totals: ReadonlyMap<Resource, number>,
): Promise<ApiError> {
  const [player] = await tx.select().from(players).where(eq(players.id, playerId));
  if (!player) return new ApiError('NOT_FOUND');
  const short =
    entries.find(
      (entry) => entry.delta < 0 && Number(player[entry.resource]) + totals.get(entry.resource)! < 0,
    ) ?? entries.find((entry) => entry.delta < 0)!;
  return new ApiError(SHORTAGE_ERRORS[short.resource], { resource: short.resource, needed: -short.delta });
}
