import type { BackpackDto } from '@rol/protocol/hero-dto';
import { CONSUMABLES, isConsumableId } from '@rol/rules/content/consumables';
import { BACKPACK_SLOTS } from '@rol/rules/heroes/backpack';
import { progressStair } from '@rol/rules/heroes/hero-shop';
import type { DbOrTx } from '../db/database.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { loadBackpackRows, type BackpackRows } from './backpack-queries.ts';

/** A slot row padded to its slot count (empty slots are null). */
function padded(slots: readonly (string | null)[], count: number): (string | null)[] {
  return Array.from({ length: count }, (_, i) => slots[i] ?? null);
}

/** The backpack as the wire sends it: held items (unknown ids left out) and both slot rows. */
export function backpackDtoOf(
  player: Pick<PlayerRow, 'stair' | 'bestVictoryStair'>,
  { items, slots }: BackpackRows,
): BackpackDto {
  const elixirStair = BACKPACK_SLOTS.elixir.fromStair;
  return {
    items: items.flatMap((i) =>
      isConsumableId(i.consumableId)
        ? [{ consumableId: i.consumableId, kind: CONSUMABLES[i.consumableId].kind, count: i.count }]
        : [],
    ),
    elixirSlots: padded(slots.elixirSlots, BACKPACK_SLOTS.elixir.count),
    scrollSlots: padded(slots.scrollSlots, BACKPACK_SLOTS.scroll.count),
    elixirSettingsOpen: progressStair(player) >= elixirStair,
    elixirSettingsStair: elixirStair,
  };
}

/** The player's backpack as it is now in `db` (after an action's writes, inside its transaction). */
export async function loadBackpackDto(
  db: DbOrTx,
  player: Pick<PlayerRow, 'id' | 'stair' | 'bestVictoryStair'>,
): Promise<BackpackDto> {
  return backpackDtoOf(player, await loadBackpackRows(db, player.id));
}
