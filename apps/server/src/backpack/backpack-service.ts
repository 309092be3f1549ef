import { BACKPACK_SLOTS, checkSlots, type BackpackSlotKind } from '@rol/rules/heroes/backpack';
import { progressStair } from '@rol/rules/heroes/hero-shop';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { saveBackpackSlots } from './backpack-queries.ts';
import { loadBackpackDto } from './backpack-view.ts';

/**
 * `backpack/slots/set`: one slot row by the rules' checkSlots at the player's progress stair
 * (STAIR_REQUIRED with details.stair for elixir slots before stair 25, §9). A slot names an item
 * kind: it need not be held now; a battle takes only what the backpack still holds.
 */
export async function setBackpackSlots(
  ctx: AppContext,
  who: ActingPlayer,
  kind: BackpackSlotKind,
  slots: (string | null)[],
) {
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    const error = checkSlots(kind, slots, progressStair(player));
    if (error === 'STAIR_REQUIRED') throw new ApiError(error, { stair: BACKPACK_SLOTS[kind].fromStair });
    if (error) throw new ApiError(error, { kind });
    await saveBackpackSlots(tx, { playerId: player.id, kind, slots });
    return loadBackpackDto(tx, player);
  });
}
