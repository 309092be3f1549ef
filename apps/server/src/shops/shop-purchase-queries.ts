import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { playerShopPurchases } from '../db/schema/player-shop-purchases.ts';
import { PLAYERS_ID } from '../heroes/hero-extras-query.ts';
import type { SessionReads } from '../sessions/session-queries.ts';
import { serverDay } from '@rol/rules/server-day';

// Read by every shop page and purchase: built once, planned once per connection.
const purchasesOfDay = preparedQuery('shop_purchases_of_day', (db, name) =>
  db
    .select({ offer: playerShopPurchases.offer, count: playerShopPurchases.count })
    .from(playerShopPurchases)
    .where(
      and(
        eq(playerShopPurchases.playerId, sql.placeholder('playerId')),
        eq(playerShopPurchases.day, sql.placeholder('day')),
      ),
    )
    .prepare(name),
);

/** Purchases of the server day `day` by offer key (`<shop>:<offer id>`). */
export async function shopPurchasesOfDay(
  db: DbOrTx,
  params: { playerId: number; day: number },
): Promise<Map<string, number>> {
  const rows = await purchasesOfDay(db, params);
  return new Map(rows.map((row) => [row.offer, row.count]));
}

/** The same purchases of today, read in the session's statement (apiRoute's `sessionReads`): a shop page in one round trip. */
export const shopPurchasesSessionReads: SessionReads<Map<string, number>> = {
  name: 'session_shop_purchases_of_day',
  fields: {
    bought: sql`(select coalesce(json_object_agg(p.offer, p.count), '{}'::json) from ${playerShopPurchases} p
      where p.player_id = ${PLAYERS_ID} and p.day = ${sql.placeholder('day')}::int)`,
  },
  values: (nowMs) => ({ day: serverDay(nowMs) }),
  decode: (fields) => new Map(Object.entries(fields.bought as Record<string, number>)),
};

/**
 * Counts `count` more purchases of `offer` on `day`, only while the day's total stays within
 * `limit` (null: no limit). Returns the new total, or null when the limit would be passed.
 */
export async function countShopPurchase(
  db: DbOrTx,
  params: { playerId: number; offer: string; day: number; count: number; limit: number | null },
): Promise<number | null> {
  const { playerId, offer, day, count, limit } = params;
  if (limit !== null && count > limit) return null;
  const total = sql`${playerShopPurchases.count} + ${count}`;
  const [row] = await db
    .insert(playerShopPurchases)
    .values({ playerId, offer, day, count })
    .onConflictDoUpdate({
      target: [playerShopPurchases.playerId, playerShopPurchases.offer, playerShopPurchases.day],
      set: { count: total },
      ...(limit === null ? {} : { setWhere: sql`${total} <= ${limit}` }),
    })
    .returning({ count: playerShopPurchases.count });
  return row?.count ?? null;
}
