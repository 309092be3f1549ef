import { and, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { EventRun } from '@rol/rules/world/events-calendar';
import type { DbOrTx } from '../db/database.ts';
import { ledger } from '../db/schema/ledger.ts';

/**
 * Event currency collected during one run of an event, for the eventPosition rating: every credit
 * of EVENT_CURRENCY the ledger holds between the run's start and end (road places and task rewards;
 * spending does not lower it). Sorted by amount, then by who got there first.
 */
export async function eventCurrencyStandings(
  db: DbOrTx,
  run: Pick<EventRun, 'startMs' | 'endMs'>,
  page: { limit: number; offset: number },
): Promise<{ playerId: number; collected: number }[]> {
  const collected = sql<string>`sum(${ledger.delta})`;
  const rows = await db
    .select({ playerId: ledger.playerId, collected, reachedAt: sql`max(${ledger.createdAt})` })
    .from(ledger)
    .where(
      and(
        eq(ledger.resource, 'eventCurrency'),
        gt(ledger.delta, 0),
        gte(ledger.createdAt, new Date(run.startMs)),
        lt(ledger.createdAt, new Date(run.endMs)),
      ),
    )
    .groupBy(ledger.playerId)
    .orderBy(desc(collected), sql`max(${ledger.createdAt})`, ledger.playerId)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({ playerId: r.playerId, collected: Number(r.collected) }));
}

/** One player's event currency collected during the run. */
export async function eventCurrencyOf(
  db: DbOrTx,
  playerId: number,
  run: Pick<EventRun, 'startMs' | 'endMs'>,
): Promise<number> {
  const [row] = await db
    .select({ collected: sql<string>`coalesce(sum(${ledger.delta}), 0)` })
    .from(ledger)
    .where(
      and(
        eq(ledger.playerId, playerId),
        eq(ledger.resource, 'eventCurrency'),
        gt(ledger.delta, 0),
        gte(ledger.createdAt, new Date(run.startMs)),
        lt(ledger.createdAt, new Date(run.endMs)),
      ),
    );
  return Number(row?.collected ?? 0);
}
