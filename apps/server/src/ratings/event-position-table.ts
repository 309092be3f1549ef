import { and, count, countDistinct, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { RatingRowDto } from '@rol/protocol/rating-routes';
import { activeEvents, EVENTS, type EventRun } from '@rol/rules/world/events-calendar';
import type { DbOrTx } from '../db/database.ts';
import { clanMembers } from '../db/schema/clan-members.ts';
import { ledger } from '../db/schema/ledger.ts';
import { players } from '../db/schema/players.ts';
import { eventCurrencyOf, eventCurrencyStandings } from '../progress/event-currency-query.ts';
import { isPlayerRow, numbered, type RatingScope, type RatingTable } from './rating-scope.ts';

/**
 * The event the rating follows: the first running now, for the reader's language, that has event
 * currency to collect (the seasons' looks have none), or none.
 */
const runOf = ({ nowMs, lang }: RatingScope): EventRun | null =>
  activeEvents(nowMs, lang).find((run) => EVENTS[run.eventId].currencyPlaces) ?? null;

const collectedIn = (run: EventRun) =>
  and(
    eq(ledger.resource, 'eventCurrency'),
    gt(ledger.delta, 0),
    gte(ledger.createdAt, new Date(run.startMs)),
    lt(ledger.createdAt, new Date(run.endMs)),
  );

/** Standings (player id, amount) as rows with the players' nicknames and levels, numbered from `from` + 1. */
async function withPlayers(
  db: DbOrTx,
  standings: { playerId: number; collected: number }[],
  from: number,
): Promise<RatingRowDto[]> {
  if (standings.length === 0) return [];
  const found = await db
    .select({ id: players.id, nickname: players.nickname, level: players.level })
    .from(players)
    .where(
      inArray(
        players.id,
        standings.map((s) => s.playerId),
      ),
    );
  const byId = new Map(found.map((p) => [p.id, p]));
  return numbered(
    standings.map((s) => ({
      playerId: s.playerId,
      nickname: byId.get(s.playerId)?.nickname ?? '',
      level: byId.get(s.playerId)?.level ?? 0,
      value: s.collected,
    })),
    from,
  );
}

/**
 * The event currency collected during the event running now (`progress/event-currency-query.ts`:
 * every ledger credit of it in the run, spending does not lower it; ties go to who got there
 * first). No event running: an empty table. The order is computed from the run's ledger credits on
 * each read — an event's credits are a small part of the ledger, found through a partial index of
 * them by time — rather than kept as a standing table.
 */
export const eventPositionTable: RatingTable = {
  async total(scope) {
    const run = runOf(scope);
    if (!run) return 0;
    const [row] = await scope.db
      .select({ n: countDistinct(ledger.playerId) })
      .from(ledger)
      .where(collectedIn(run));
    return row?.n ?? 0;
  },
  async page(scope, from, size) {
    const run = runOf(scope);
    if (!run) return [];
    return withPlayers(
      scope.db,
      await eventCurrencyStandings(scope.db, run, { limit: size, offset: from }),
      from,
    );
  },
  async rankOf(scope) {
    const run = runOf(scope);
    if (!run) return null;
    const mine = await eventCurrencyOf(scope.db, scope.playerId, run);
    if (mine <= 0) return null;
    const [myLast] = await scope.db
      .select({ at: sql<string>`max(${ledger.createdAt})` })
      .from(ledger)
      .where(and(collectedIn(run), eq(ledger.playerId, scope.playerId)));
    // Ahead: more collected, or as much and reached first (then the lower id), as the page orders.
    const totals = scope.db
      .select({
        playerId: ledger.playerId,
        collected: sql<string>`sum(${ledger.delta})`.as('collected'),
        reachedAt: sql<string>`max(${ledger.createdAt})`.as('reached_at'),
      })
      .from(ledger)
      .where(collectedIn(run))
      .groupBy(ledger.playerId)
      .as('totals');
    const [ahead] = await scope.db
      .select({ n: count() })
      .from(totals)
      .where(
        sql`(-${totals.collected}, ${totals.reachedAt}, ${totals.playerId}) < (${-mine}::numeric, ${myLast?.at}::timestamptz, ${scope.playerId})`,
      );
    const [row] = await withPlayers(scope.db, [{ playerId: scope.playerId, collected: mine }], ahead?.n ?? 0);
    return row ?? null;
  },
  async clanRows(scope, clanId) {
    const run = runOf(scope);
    if (!run) return [];
    const rows = await scope.db
      .select({
        playerId: ledger.playerId,
        collected: sql<string>`sum(${ledger.delta})`,
      })
      .from(ledger)
      .innerJoin(clanMembers, eq(clanMembers.playerId, ledger.playerId))
      .where(and(collectedIn(run), eq(clanMembers.clanId, clanId)))
      .groupBy(ledger.playerId)
      .orderBy(sql`sum(${ledger.delta}) desc`, sql`max(${ledger.createdAt})`, ledger.playerId);
    return withPlayers(
      scope.db,
      rows.map((r) => ({ playerId: r.playerId, collected: Number(r.collected) })),
      0,
    );
  },
  isMine: isPlayerRow,
};
