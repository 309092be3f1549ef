import { and, eq, gt, sql } from 'drizzle-orm';
import type { BackpackSlotKind } from '@rol/rules/heroes/backpack';
import type { DbOrTx } from '../db/database.ts';
import { placeholdersFor, preparedQuery } from '../db/prepared-query.ts';
import { backpackItems, type BackpackItemRow } from '../db/schema/backpack-items.ts';
import { backpackSlots } from '../db/schema/backpack-slots.ts';
import { players } from '../db/schema/players.ts';
import { jsonValue, rowsFromJson } from '../db/json-rows.ts';
import { PLAYERS_ID } from '../heroes/hero-extras-query.ts';
import type { SessionReads } from '../sessions/session-queries.ts';

// The backpack is read by every page that shows it and written by every purchase: prepared
// statements (planned once per connection).
const itemAdded = preparedQuery('backpack_item_added', (db, name) =>
  db
    .insert(backpackItems)
    .values(
      placeholdersFor(['playerId', 'consumableId', 'count']) as unknown as typeof backpackItems.$inferInsert,
    )
    .onConflictDoUpdate({
      target: [backpackItems.playerId, backpackItems.consumableId],
      set: { count: sql`${backpackItems.count} + excluded.count` },
    })
    .prepare(name),
);

/** Adds `count` of a consumable to the backpack (an upsert: concurrent adds all count). */
export async function addBackpackItem(
  db: DbOrTx,
  params: { playerId: number; consumableId: string; count: number },
): Promise<void> {
  await itemAdded(db, params);
}

/** Takes one of a consumable out with a conditional decrement; false when none is left. */
export async function takeBackpackItem(
  db: DbOrTx,
  params: { playerId: number; consumableId: string },
): Promise<boolean> {
  const rows = await db
    .update(backpackItems)
    .set({ count: sql`${backpackItems.count} - 1` })
    .where(
      and(
        eq(backpackItems.playerId, params.playerId),
        eq(backpackItems.consumableId, params.consumableId),
        gt(backpackItems.count, 0),
      ),
    )
    .returning({ count: backpackItems.count });
  return rows.length === 1;
}

export interface SlotRows {
  elixirSlots: (string | null)[];
  scrollSlots: (string | null)[];
}

/** What the backpack is built from: the consumables held (count above zero, by id) and the slot rows. */
export interface BackpackRows {
  items: BackpackItemRow[];
  slots: SlotRows;
}

/** The select fields of `BackpackRows`, in a statement on `players` (PLAYERS_ID). */
export const backpackFields = {
  items: sql<unknown>`coalesce((select json_agg(to_jsonb(i) order by i.consumable_id asc)
    from ${backpackItems} i where i.player_id = ${PLAYERS_ID} and i.count > 0), '[]'::json)`,
  slots: sql<unknown>`(select json_build_object('elixirSlots', s.elixir_slots, 'scrollSlots', s.scroll_slots)
    from ${backpackSlots} s where s.player_id = ${PLAYERS_ID})`,
};

/** `BackpackRows` from the values of `backpackFields`. */
export function backpackRowsFrom(fields: Record<string, unknown>): BackpackRows {
  const slots = jsonValue(fields.slots) as Partial<SlotRows> | null;
  return {
    items: rowsFromJson(backpackItems, fields.items),
    // No slots stored yet: every slot empty.
    slots: { elixirSlots: slots?.elixirSlots ?? [], scrollSlots: slots?.scrollSlots ?? [] },
  };
}

const backpackRowsOf = preparedQuery('backpack_rows_of_player', (db, name) =>
  db
    .select(backpackFields)
    .from(players)
    .where(eq(players.id, sql.placeholder('playerId')))
    .prepare(name),
);

/** The player's backpack rows in one statement. */
export async function loadBackpackRows(db: DbOrTx, playerId: number): Promise<BackpackRows> {
  const [row] = await backpackRowsOf(db, { playerId });
  return backpackRowsFrom(row ?? {});
}

/** The same, read in the session's statement (apiRoute's `sessionReads`): the backpack in one round trip. */
export const backpackSessionReads: SessionReads<BackpackRows> = {
  name: 'session_backpack_rows',
  fields: backpackFields,
  decode: backpackRowsFrom,
};

/** Stores one slot row (`kind`), leaving the other as it is. */
export async function saveBackpackSlots(
  db: DbOrTx,
  params: { playerId: number; kind: BackpackSlotKind; slots: (string | null)[] },
): Promise<void> {
  const column = params.kind === 'elixir' ? 'elixirSlots' : 'scrollSlots';
  await db
    .insert(backpackSlots)
    .values({ playerId: params.playerId, [column]: params.slots })
    .onConflictDoUpdate({ target: backpackSlots.playerId, set: { [column]: params.slots } });
}
