import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { playerCards } from '../db/schema/player-cards.ts';

/** Takes one card of the type from the player: false when they hold none (a conditional decrement). */
export async function takeCard(db: DbOrTx, params: { playerId: number; card: string }): Promise<boolean> {
  const rows = await db
    .update(playerCards)
    .set({ count: sql`${playerCards.count} - 1` })
    .where(and(eq(playerCards.playerId, params.playerId), eq(playerCards.card, params.card), gt(playerCards.count, 0)))
    .returning({ count: playerCards.count });
  return rows.length > 0;
}
