import { and, count, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { creatures, type CreatureRow, type NewCreatureRow } from '../db/schema/creatures.ts';
import { playerCards } from '../db/schema/player-cards.ts';
import { players } from '../db/schema/players.ts';
import { PLAYERS_ID } from '../heroes/hero-extras-query.ts';
import type { SessionReads } from '../sessions/session-queries.ts';

/** How many heroes the player owns (the hero shop's price and limit grow with it). */
export async function countHeroes(db: DbOrTx, playerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(creatures).where(eq(creatures.playerId, playerId));
  return row?.n ?? 0;
}

/** The same, read in the session's statement (apiRoute's `sessionReads`): the hero shop in one round trip. */
export const heroCountSessionReads: SessionReads<number> = {
  name: 'session_hero_count',
  fields: {
    owned: sql<number>`(select count(*)::int from ${creatures} c where c.player_id = ${PLAYERS_ID})`,
  },
  decode: (fields) => Number(fields.owned),
};

/** The squad slots taken now. */
export async function takenSquadSlots(db: DbOrTx, playerId: number): Promise<number[]> {
  const rows = await db
    .select({ slot: creatures.slot })
    .from(creatures)
    .where(and(eq(creatures.playerId, playerId), eq(creatures.inSquad, true), isNotNull(creatures.slot)));
  return rows.map((r) => r.slot).filter((s): s is number => s !== null);
}

export async function insertCreature(db: DbOrTx, values: NewCreatureRow): Promise<CreatureRow> {
  const [row] = await db.insert(creatures).values(values).returning();
  if (!row) throw new Error('creature insert returned nothing');
  return row;
}

/** One card more (an upsert: concurrent buys all count). */
export async function addCard(
  db: DbOrTx,
  params: { playerId: number; card: string; count: number },
): Promise<void> {
  await db
    .insert(playerCards)
    .values(params)
    .onConflictDoUpdate({
      target: [playerCards.playerId, playerCards.card],
      set: { count: sql`${playerCards.count} + ${params.count}` },
    });
}

/**
 * `addCard`, answering every card the player holds after it in the same statement: the added card's
 * row as the upsert returns it, and the player's other cards (which the statement does not change,
 * so its snapshot shows them as they are after it).
 */
export async function addCardCounting(
  db: DbOrTx,
  params: { playerId: number; card: string; count: number },
): Promise<{ card: string; count: number }[]> {
  const result = await db.execute<{ card: string; count: number }>(sql`with added as (
      insert into ${playerCards} (player_id, card, count) values (${params.playerId}, ${params.card}, ${params.count})
      on conflict (player_id, card) do update set count = ${playerCards}.count + excluded.count
      returning card, count
    )
    select card, count from added
    union all
    select card, count from ${playerCards} where player_id = ${params.playerId} and card <> ${params.card}`);
  return (result as unknown as { rows: { card: string; count: number }[] }).rows;
}

/**
 * One extra magic hammer more with a conditional update: only from `owned` (what the price was
 * computed from) and below `max`, so concurrent buys can never pass the max or pay one price twice.
 * The new count, or null when the row had changed or was full.
 */
export async function addExtraHammer(
  db: DbOrTx,
  params: { playerId: number; owned: number; max: number },
): Promise<number | null> {
  const [row] = await db
    .update(players)
    .set({ extraHammers: sql`${players.extraHammers} + 1` })
    .where(
      and(
        eq(players.id, params.playerId),
        eq(players.extraHammers, params.owned),
        lt(players.extraHammers, params.max),
      ),
    )
    .returning({ extraHammers: players.extraHammers });
  return row?.extraHammers ?? null;
}
