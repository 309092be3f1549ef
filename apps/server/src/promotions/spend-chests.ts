import { eq, sql } from 'drizzle-orm';
import type { SpendChestDto, SpendChestStatusDto } from '@rol/protocol/spend-chest-routes';
import {
  spendChest,
  spendChestProgress,
  spendChestsOf,
  type SpendChest,
  type SpendChestGroup,
  type SpendChestId,
} from '@rol/rules/economy/spend-chests';
import { promotionsLockOf } from '@rol/rules/economy/promotions-gate';
import type { DbOrTx } from '../db/database.ts';
import { playerSpendChests } from '../db/schema/player-spend-chests.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { PLAYERS_ID } from '../heroes/hero-extras-query.ts';
import type { AppContext } from '../http/app-context.ts';
import type { SessionReads } from '../sessions/session-queries.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { applyAmounts, balancesOf } from '../ledger/balances.ts';
import { gemsSpent, gemsSpentOf } from './gems-spent.ts';
import { assertPromotionsOpen } from '../economy/promotions-gate.ts';

function chestDto(chest: SpendChest, spent: number, opened: ReadonlySet<string>): SpendChestDto {
  return {
    id: chest.id,
    threshold: chest.threshold,
    contents: chest.contents,
    progress: spendChestProgress(chest, spent),
    unlocked: spent >= chest.threshold,
    opened: opened.has(chest.id),
  };
}

async function openedChests(db: DbOrTx, playerId: number): Promise<Set<string>> {
  const rows = await db
    .select({ chest: playerSpendChests.chest })
    .from(playerSpendChests)
    .where(eq(playerSpendChests.playerId, playerId));
  return new Set(rows.map((r) => r.chest));
}

const statusOf = (
  type: SpendChestGroup,
  spent: number,
  opened: ReadonlySet<string>,
  level: number,
): SpendChestStatusDto => ({
  type,
  spent,
  chests: spendChestsOf(type).map((chest) => chestDto(chest, spent, opened)),
  locked: promotionsLockOf(level),
});

/** What the chest status reads, in the session's statement: the gems spent (as `gemsSpent`) and the chests opened. */
export const spendChestsSessionReads: SessionReads<{ spent: number; opened: Set<string> }> = {
  name: 'session_spend_chests',
  fields: {
    spent: gemsSpentOf(PLAYERS_ID),
    opened: sql`(select coalesce(json_agg(c.chest), '[]'::json) from ${playerSpendChests} c where c.player_id = ${PLAYERS_ID})`,
  },
  decode: (fields) => ({ spent: Number(fields.spent), opened: new Set(fields.opened as string[]) }),
};

/**
 * `campaign/get/chest/status` (and chest2, chest3): the group's chests with the gems spent towards
 * them (`read` with the session: `spendChestsSessionReads`), and `locked` below the promotions' level.
 */
export function getSpendChestStatus(
  player: Pick<PlayerRow, 'level'>,
  type: SpendChestGroup,
  read: { spent: number; opened: ReadonlySet<string> },
) {
  return statusOf(type, read.spent, read.opened, player.level);
}

/**
 * `campaign/chest/{id}/open`: under the player's row lock, the gems spent counted from the ledger,
 * the chest marked opened (its primary key: once) and its contents credited through the ledger.
 */
export async function openSpendChest(ctx: AppContext, who: ActingPlayer, id: SpendChestId) {
  const nowMs = ctx.clock();
  const chest = spendChest(id);
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    assertPromotionsOpen(player);
    const spent = await gemsSpent(tx, player.id);
    const opened = await openedChests(tx, player.id);
    if (opened.has(id)) throw new ApiError('CHEST_ALREADY_OPENED', { chest: id });
    if (spent < chest.threshold)
      throw new ApiError('CHEST_LOCKED', { chest: id, spent, threshold: chest.threshold });
    await tx
      .insert(playerSpendChests)
      .values({ playerId: player.id, chest: id, spent, openedAt: new Date(nowMs) });
    const after = await applyAmounts(tx, {
      playerId: player.id,
      amounts: chest.contents,
      sign: 1,
      reason: 'spend-chest',
      reference: `chest:${id}`,
      now: new Date(nowMs),
    });
    const nowOpened = new Set([...opened, id]);
    return {
      chest: chestDto(chest, spent, nowOpened),
      status: statusOf(chest.group, spent, nowOpened, player.level),
      balances: balancesOf({ ...player, ...after }),
    };
  });
}
