import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { rowsFromJson } from '../db/json-rows.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { creatures, type CreatureRow } from '../db/schema/creatures.ts';
import { players } from '../db/schema/players.ts';
import type { SessionReads } from '../sessions/session-queries.ts';
import { heroExtrasFields, heroExtrasOf, PLAYERS_ID, type HeroExtras } from './hero-extras-query.ts';

/**
 * The creature rows of the player whose id is `playerId` (PLAYERS_ID in a statement on `players`),
 * squad first by slot, then by id (as `listCreatures`), as one JSON array: `creatureRowsOf` reads it.
 */
export function creatureRowsField(playerId: typeof PLAYERS_ID) {
  return sql<unknown>`coalesce((select json_agg(to_jsonb(c) order by c.slot asc nulls last, c.id asc)
    from ${creatures} c where c.player_id = ${playerId}), '[]'::json)`;
}

/** The rows read with `creatureRowsField`. */
export function creatureRowsOf(json: unknown): CreatureRow[] {
  return rowsFromJson(creatures, json);
}

/** A player's creature rows and their hero extras. */
export interface HeroRows {
  rows: CreatureRow[];
  extras: HeroExtras;
}

/** The select fields of `HeroRows`, in a statement on `players` (PLAYERS_ID). */
export const heroRowsFields = { ...heroExtrasFields(PLAYERS_ID), creatures: creatureRowsField(PLAYERS_ID) };

export type HeroRowsFieldValues = Parameters<typeof heroExtrasOf>[0] & { creatures: unknown };

/** `HeroRows` from the values of `heroRowsFields`. */
export const heroRowsFrom = (row: HeroRowsFieldValues): HeroRows => ({
  rows: creatureRowsOf(row.creatures),
  extras: heroExtrasOf(row),
});

const heroRowsOfPlayer = preparedQuery('hero_rows_of_player', (db, name) =>
  db
    .select(heroRowsFields)
    .from(players)
    .where(eq(players.id, sql.placeholder('playerId')))
    .prepare(name),
);

/**
 * A player's creature rows and their hero extras (forces, steps, held artifacts, cards) in one
 * statement. Null when the player does not exist.
 */
export async function loadHeroRows(db: DbOrTx, playerId: number): Promise<HeroRows | null> {
  const [row] = await heroRowsOfPlayer(db, { playerId });
  return row ? heroRowsFrom(row) : null;
}

/** The same, read in the session's statement (apiRoute's `sessionReads`): the heroes' pages in one round trip. */
export const heroRowsSessionReads: SessionReads<HeroRows> = {
  name: 'session_hero_rows',
  fields: heroRowsFields,
  decode: (fields) => heroRowsFrom(fields as HeroRowsFieldValues),
};
