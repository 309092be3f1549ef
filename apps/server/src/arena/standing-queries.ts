import { and, asc, desc, eq, inArray, lte, max, or, sql } from 'drizzle-orm';
import type { DefenceSnapshot } from '@rol/rules/arena/arena-battle';
import type { DbOrTx, Tx } from '../db/database.ts';
import {
  encodeRow,
  placeholdersFor,
  preparedByKeys,
  preparedQuery,
  preparedSql,
} from '../db/prepared-query.ts';
import { arenaAttacks } from '../db/schema/arena-attacks.ts';
import { arenaPositionLog } from '../db/schema/arena-position-log.ts';
import { arenaStandings, type ArenaStandingRow } from '../db/schema/arena-standings.ts';
import { players } from '../db/schema/players.ts';

/** The advisory lock key that serializes joining the ladder (hashtext('arena-join')). */
const JOIN_LOCK = sql`select pg_advisory_xact_lock(hashtext('arena-join'))`;

const standingOf = preparedQuery('arena_standing_of', (db, name) =>
  db
    .select()
    .from(arenaStandings)
    .where(eq(arenaStandings.playerId, sql.placeholder('playerId')))
    .prepare(name),
);

export async function findStanding(db: DbOrTx, playerId: number): Promise<ArenaStandingRow | null> {
  const [row] = await standingOf(db, { playerId });
  return row ?? null;
}

const ladderSize = preparedQuery('arena_ladder_size', (db, name) =>
  db
    .select({ total: max(arenaStandings.position) })
    .from(arenaStandings)
    .prepare(name),
);

/** How many stand on the ladder: positions are 1..N, so the highest along its index. */
export async function standingsTotal(db: DbOrTx): Promise<number> {
  const [row] = await ladderSize(db);
  return Number(row?.total ?? 0);
}

export async function logPosition(tx: Tx, rows: readonly { playerId: number; position: number }[], at: Date) {
  if (rows.length > 0) await tx.insert(arenaPositionLog).values(rows.map((r) => ({ ...r, at })));
}

/**
 * Places the player at the bottom (N + 1). Joins are serialized by a transaction-scoped advisory
 * lock, so two joiners never take one seat; swaps never change N, so they need not wait for it.
 */
export async function joinLadder(
  tx: Tx,
  params: { playerId: number; defence: DefenceSnapshot; rewardMinute: number; utcOffset: number; now: Date },
): Promise<ArenaStandingRow> {
  await tx.execute(JOIN_LOCK);
  const [row] = await tx
    .insert(arenaStandings)
    .values({
      playerId: params.playerId,
      position: sql`(select coalesce(max(${arenaStandings.position}), 0) + 1 from ${arenaStandings})`,
      defence: params.defence,
      rewardMinute: params.rewardMinute,
      utcOffset: params.utcOffset,
      joinedAt: params.now,
      rewardedUntil: params.now,
    })
    .onConflictDoNothing({ target: arenaStandings.playerId })
    .returning();
  if (!row) {
    const existing = await findStanding(tx, params.playerId);
    if (!existing) throw new Error(`arena standing of ${params.playerId} vanished`);
    return existing;
  }
  await logPosition(tx, [{ playerId: row.playerId, position: row.position }], params.now);
  return row;
}

/** An arena battle's attack with both standings locked, and the attacker's name for the defender. */
export interface LockedAttack {
  attack: { id: number; attackerId: number; defenderId: number; attackerName: string };
  standings: Map<number, ArenaStandingRow>;
}

/**
 * The attack of an arena battle and the standings of both its players, locked in one statement in
 * player-id order (the rows are sorted before they are locked), so two transactions locking the same
 * pair (a defender attacking while attacked) never wait on each other in a circle. Null when the
 * battle has no attack.
 */
const attackWithStandings = preparedQuery('arena_attack_with_standings', (db, name) =>
  db
    .select({
      attackId: arenaAttacks.id,
      attackerId: arenaAttacks.attackerId,
      defenderId: arenaAttacks.defenderId,
      attackerName: sql<string>`(select ${players.nickname} from ${players} where ${players.id} = ${arenaAttacks.attackerId})`,
      standing: arenaStandings,
    })
    .from(arenaAttacks)
    .innerJoin(
      arenaStandings,
      or(
        eq(arenaStandings.playerId, arenaAttacks.attackerId),
        eq(arenaStandings.playerId, arenaAttacks.defenderId),
      ),
    )
    .where(eq(arenaAttacks.battleId, sql.placeholder('battleId')))
    .orderBy(asc(arenaStandings.playerId))
    .for('update', { of: arenaStandings })
    .prepare(name),
);

export async function lockAttackPair(tx: Tx, battleId: number): Promise<LockedAttack | null> {
  const rows = await attackWithStandings(tx, { battleId });
  const [first] = rows;
  if (!first) return null;
  return {
    attack: {
      id: first.attackId,
      attackerId: first.attackerId,
      defenderId: first.defenderId,
      attackerName: first.attackerName ?? '',
    },
    standings: new Map(rows.map((r) => [r.standing.playerId, r.standing])),
  };
}

/**
 * Swaps two locked rows' positions in two statements: both park at −position (unique too, as
 * positions are, and no other row can hold those) so the unique index never sees two rows on one
 * seat, then both take their new seats, logged with `now` in the same statement.
 */
const parkPair = preparedQuery('arena_park_pair', (db, name) =>
  db
    .update(arenaStandings)
    .set({ position: sql`-${arenaStandings.position}` })
    .where(inArray(arenaStandings.playerId, [sql.placeholder('a'), sql.placeholder('b')]))
    .prepare(name),
);

const seatPairLogged = preparedSql(
  'arena_seat_pair_logged',
  sql`with seated as (
    update ${arenaStandings}
    set position = case when player_id = ${sql.placeholder('a')}::int then ${sql.placeholder('bPosition')}::int
      else ${sql.placeholder('aPosition')}::int end
    where player_id in (${sql.placeholder('a')}::int, ${sql.placeholder('b')}::int)
    returning player_id, position
  )
  insert into ${arenaPositionLog} (player_id, position, at)
  select player_id, position, ${sql.placeholder('now')}::timestamptz from seated`,
);

export async function swapPositions(
  tx: Tx,
  a: { playerId: number; position: number },
  b: { playerId: number; position: number },
  now: Date,
): Promise<void> {
  await parkPair(tx, { a: a.playerId, b: b.playerId });
  await seatPairLogged(tx, {
    a: a.playerId,
    b: b.playerId,
    aPosition: a.position,
    bPosition: b.position,
    now: now.toISOString(),
  });
}

export async function updateStanding(
  tx: Tx,
  playerId: number,
  patch: Partial<
    Pick<
      ArenaStandingRow,
      'defence' | 'rewardMinute' | 'utcOffset' | 'triesDay' | 'triesUsed' | 'rewardedUntil'
    >
  >,
): Promise<ArenaStandingRow> {
  const keys = Object.keys(patch).filter((key) => patch[key as keyof typeof patch] !== undefined);
  const [row] = await standingColumnsSet(tx, keys, { ...encodeRow(arenaStandings, patch), playerId });
  if (!row) throw new Error(`arena standing of ${playerId} vanished`);
  return row;
}

/** `UPDATE arena_standings SET <keys>` of one player, returning the row: one prepared statement per set of keys. */
const standingColumnsSet = preparedByKeys('arena_standing_set', (db, name, keys) =>
  db
    .update(arenaStandings)
    .set(placeholdersFor(keys))
    .where(eq(arenaStandings.playerId, sql.placeholder('playerId')))
    .returning()
    .prepare(name),
);

/** The players standing at `positions`, with their nickname and level, best first. */
const standingsAt = preparedQuery('arena_standings_at', (db, name) =>
  db
    .select({
      playerId: arenaStandings.playerId,
      position: arenaStandings.position,
      defence: arenaStandings.defence,
      nickname: players.nickname,
      level: players.level,
    })
    .from(arenaStandings)
    .innerJoin(players, eq(players.id, arenaStandings.playerId))
    .where(sql`${arenaStandings.position} = any(${sql.placeholder('positions')}::int[])`)
    .orderBy(asc(arenaStandings.position))
    .prepare(name),
);

export async function standingsAtPositions(db: DbOrTx, positions: readonly number[]) {
  if (positions.length === 0) return [];
  return standingsAt(db, { positions: [...positions] });
}

/** The player's position at `at` (the newest change at or before it), or null before joining. */
export async function positionAt(db: DbOrTx, playerId: number, at: Date): Promise<number | null> {
  const [row] = await db
    .select({ position: arenaPositionLog.position })
    .from(arenaPositionLog)
    .where(and(eq(arenaPositionLog.playerId, playerId), lte(arenaPositionLog.at, at)))
    .orderBy(desc(arenaPositionLog.at), desc(arenaPositionLog.id))
    .limit(1);
  return row?.position ?? null;
}
