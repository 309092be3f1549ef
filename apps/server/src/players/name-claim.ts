import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.ts';
import { players } from '../db/schema/players.ts';
import { ApiError } from '../http/api-error.ts';
import { isReservedName, nameSkeleton } from './name-skeleton.ts';

/**
 * Checks a name a player chose (register, rename) in the transaction `tx` that will write it, and
 * returns its skeleton to store with it: 400 NICKNAME_RESERVED for a staff word, 409
 * NICKNAME_TAKEN for another player's name in any case, 409 NICKNAME_LOOKALIKE for a look-alike of
 * another player's (same skeleton). A transaction lock per skeleton makes two concurrent look-alike
 * claims meet one after the other; `selfId` may keep a look-alike of its own current name.
 */
export async function claimName(tx: Tx, name: string, selfId: number | null): Promise<string> {
  if (isReservedName(name)) throw new ApiError('NICKNAME_RESERVED', { field: 'name' });
  const skeleton = nameSkeleton(name);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`name-skeleton:${skeleton}`}))`);
  const others = await tx
    .select({ nickname: players.nickname })
    .from(players)
    .where(
      and(
        eq(players.nameSkeleton, skeleton),
        selfId === null ? undefined : ne(players.id, selfId),
      ),
    )
    .limit(1);
  const other = others[0];
  if (other) {
    const taken = other.nickname.toLowerCase() === name.trim().toLowerCase();
    throw new ApiError(taken ? 'NICKNAME_TAKEN' : 'NICKNAME_LOOKALIKE', { field: 'name' });
  }
  return skeleton;
}

/** Fills the skeleton of players from before it existed, a batch at a time (at boot). */
export async function fillNameSkeletons(db: Db, batch = 500): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ id: players.id, nickname: players.nickname })
      .from(players)
      .where(isNull(players.nameSkeleton))
      .limit(batch);
    for (const row of rows)
      await db.update(players).set({ nameSkeleton: nameSkeleton(row.nickname) }).where(eq(players.id, row.id));
    filled += rows.length;
    if (rows.length < batch) return filled;
  }
}
