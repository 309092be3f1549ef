import { and, eq, sql } from 'drizzle-orm';
import { FORGE_DAILY_LIMIT } from '@rol/rules/heroes/forge';
import type { DbOrTx } from '../db/database.ts';
import { players } from '../db/schema/players.ts';

/**
 * Counts one reforge on `day` with a conditional update: a new day starts at 1, the same day adds 1
 * only while below FORGE_DAILY_LIMIT, so concurrent reforges can never pass the limit. The count
 * after it, or null when the blacksmith is tired.
 */
export async function countReforge(
  db: DbOrTx,
  params: { playerId: number; day: string },
): Promise<number | null> {
  const [row] = await db
    .update(players)
    .set({
      forgeDay: params.day,
      forgeCount: sql`case when ${players.forgeDay} = ${params.day} then ${players.forgeCount} + 1 else 1 end`,
    })
    .where(
      and(
        eq(players.id, params.playerId),
        sql`(${players.forgeDay} is distinct from ${params.day} or ${players.forgeCount} < ${FORGE_DAILY_LIMIT})`,
      ),
    )
    .returning({ count: players.forgeCount });
  return row?.count ?? null;
}
