import { BACKPACK_SLOTS, checkSlots, type BackpackSlotKind } from '@rol/rules/heroes/backpack';
import { progressStair } from '@rol/rules/heroes/hero-shop';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { lockPlayer } from '../players/player-queries.ts';
import { saveBackpackSlots } from './backpack-queries.ts';
import { loadBackpackDto } from './backpack-view.ts';

/** `backpack/get`, for the player as the request's session read it. */
export async function getBackpack(
  ctx: AppContext,
  player: Pick<PlayerRow, 'id' | 'stair' | 'bestVictoryStair'>,
) {
  return loadBackpackDto(ctx.db, player);
}

/**
 * `backpack/slots/set`: one slot row by the rules' checkSlots at the player's progress stair
 * (STAIR_REQUIRED with details.stair for elixir slots before stair 25, §9). A slot names an item
 * kind: it need not be held now; a battle takes only what the backpack still holds.
 */
export async function setBackpackSlots(
  ctx: AppContext,
  playerId: number,
  kind: BackpackSlotKind,
  slots: (string | null)[],
) {
  return ctx.db.transaction(async (tx) => {
    const player = await lockPlayer(tx, playerId);
    if (!player) throw new ApiError('UNAUTHORIZED');
    const error = checkSlots(kind, slots, progressStair(player));
    if (error === 'STAIR_REQUIRED') throw new ApiError(error, { stair: BACKPACK_SLOTS[kind].fromStair });
    if (error) throw new ApiError(error, { kind });
    await saveBackpackSlots(tx, { playerId, kind, slots });
    return loadBackpackDto(tx, player);
  });
}
