import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { CreatureRow } from '../db/schema/creatures.ts';
import { players } from '../db/schema/players.ts';
import { heroExtrasFields, heroExtrasOf, PLAYERS_ID, type HeroExtras } from '../heroes/hero-extras-query.ts';
import { creatureRowsField, creatureRowsOf } from '../heroes/hero-rows-query.ts';
import type { SessionReads } from '../sessions/session-queries.ts';
import { markersFrom, playerMarkersField } from './marker-queries.ts';
import type { StoredTask } from '@rol/rules/world/task-progress';
import { playerTasksField, storedTasksFrom } from '../world/task-queries.ts';

/** What player info is built from besides the player's row. */
export interface PlayerInfoRows {
  /** The heroes, squad first by slot, then by id (as `listCreatures`). */
  creatures: CreatureRow[];
  extras: HeroExtras;
  /** The player's markers in the order they were set (as `listPlayerMarkers`). */
  markers: string[];
  /** Whether a mail to the player is unread (as `hasUnreadMail`). */
  unreadMail: boolean;
  /** The player's stored task progress (world/task-queries.ts). */
  tasks: StoredTask[];
}

/** The select fields of player info, in a statement on `players` (PLAYERS_ID). */
const playerInfoFields = {
  ...heroExtrasFields(PLAYERS_ID),
  creatures: creatureRowsField(PLAYERS_ID),
  markers: playerMarkersField(PLAYERS_ID),
  unreadMail: sql<boolean>`exists (select 1 from mail_messages mm
    where mm.to_id = ${PLAYERS_ID} and mm.read_at is null)`.mapWith(Boolean),
  tasks: playerTasksField(PLAYERS_ID),
};

type PlayerInfoFieldValues = Parameters<typeof heroExtrasOf>[0] & {
  creatures: unknown;
  markers: string[] | string;
  unreadMail: boolean;
  tasks: unknown;
};

function playerInfoRowsFrom(row: PlayerInfoFieldValues): PlayerInfoRows {
  return {
    creatures: creatureRowsOf(row.creatures),
    extras: heroExtrasOf(row),
    markers: markersFrom(row.markers),
    unreadMail: row.unreadMail,
    tasks: storedTasksFrom(row.tasks),
  };
}

const playerInfoRowsOf = preparedQuery('player_info_rows', (db, name) =>
  db
    .select(playerInfoFields)
    .from(players)
    .where(eq(players.id, sql.placeholder('playerId')))
    .prepare(name),
);

/**
 * Everything player info reads, in one statement (one round trip, one consistent snapshot, one turn
 * at PGlite's single connection): the heroes with their extras, the markers, unread mail. Null when
 * the player does not exist.
 */
export async function loadPlayerInfoRows(db: DbOrTx, playerId: number): Promise<PlayerInfoRows | null> {
  const [row] = await playerInfoRowsOf(db, { playerId });
  return row ? playerInfoRowsFrom(row) : null;
}

/** The same, read in the session's statement (apiRoute's `sessionReads`): player info in one round trip. */
export const playerInfoSessionReads: SessionReads<PlayerInfoRows> = {
  name: 'session_player_info_rows',
  fields: playerInfoFields,
  decode: (fields) => playerInfoRowsFrom(fields as PlayerInfoFieldValues),
};
