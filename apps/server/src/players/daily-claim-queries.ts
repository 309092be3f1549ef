import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { playerDailyClaims, type PlayerDailyClaimRow } from '../db/schema/player-daily-claims.ts';

/** Claims `kind` for `day`; null when it was already claimed (the primary key makes it once). */
export async function insertDailyClaim(
  db: DbOrTx,
  params: { playerId: number; kind: string; day: number; reference?: number | null; now: Date },
): Promise<PlayerDailyClaimRow | null> {
  const [row] = await db
    .insert(playerDailyClaims)
    .values({ ...params, reference: params.reference ?? null, createdAt: params.now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Claims `kind` for `day`, replacing the reference of an earlier claim the same day. */
export async function upsertDailyClaim(
  db: DbOrTx,
  params: { playerId: number; kind: string; day: number; reference: number | null; now: Date },
): Promise<void> {
  await db
    .insert(playerDailyClaims)
    .values({ ...params, createdAt: params.now })
    .onConflictDoUpdate({
      target: [playerDailyClaims.playerId, playerDailyClaims.kind, playerDailyClaims.day],
      set: { reference: params.reference, createdAt: params.now },
    });
}

const dailyClaim = preparedQuery('daily_claim', (db, name) =>
  db
    .select()
    .from(playerDailyClaims)
    .where(
      and(
        eq(playerDailyClaims.playerId, sql.placeholder('playerId')),
        eq(playerDailyClaims.kind, sql.placeholder('kind')),
        eq(playerDailyClaims.day, sql.placeholder('day')),
      ),
    )
    .prepare(name),
);

export async function findDailyClaim(
  db: DbOrTx,
  params: { playerId: number; kind: string; day: number },
): Promise<PlayerDailyClaimRow | null> {
  const [row] = await dailyClaim(db, params);
  return row ?? null;
}

/**
 * Whether the player `$playerId` holds a claim of `kind` for the server day `$day` (a boolean column
 * for a statement that reads it along with its own fields).
 */
export function dailyClaimedField(kind: string) {
  return sql<boolean>`exists (select 1 from ${playerDailyClaims} c
    where c.player_id = ${sql.placeholder('playerId')} and c.kind = ${kind} and c.day = ${sql.placeholder('day')})`;
}
