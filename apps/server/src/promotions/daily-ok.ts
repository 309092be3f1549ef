import { and, eq } from 'drizzle-orm';
import { DAILY_OK_REWARD } from '@rol/rules/economy/campaigns';
import { serverDay } from '@rol/rules/server-day';
import type { DbOrTx } from '../db/database.ts';
import { platformAccounts } from '../db/schema/platform-accounts.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { applyAmounts, balancesOf } from '../ledger/balances.ts';
import { insertDailyClaim } from '../players/daily-claim-queries.ts';
import { assertPromotionsOpen } from '../economy/promotions-gate.ts';

export const DAILY_OK_CLAIM = 'daily-ok';

/** Whether the player signed in through OK (an OK platform identity): the group's members we can know. */
export async function isOkPlayer(db: DbOrTx, playerId: number): Promise<boolean> {
  const [row] = await db
    .select({ playerId: platformAccounts.playerId })
    .from(platformAccounts)
    .where(and(eq(platformAccounts.playerId, playerId), eq(platformAccounts.source, 'ok')));
  return row !== undefined;
}

/** `daily/ok/take`: the reward once a server day (the claim's primary key), through the ledger. */
export async function takeDailyOk(ctx: AppContext, who: ActingPlayer) {
  const nowMs = ctx.clock();
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    assertPromotionsOpen(player);
    if (!(await isOkPlayer(tx, player.id))) throw new ApiError('DAILY_OK_NOT_MEMBER');
    const day = serverDay(nowMs);
    const claim = await insertDailyClaim(tx, {
      playerId: player.id,
      kind: DAILY_OK_CLAIM,
      day,
      now: new Date(nowMs),
    });
    if (!claim) throw new ApiError('DAILY_OK_TAKEN');
    const after = await applyAmounts(tx, {
      playerId: player.id,
      amounts: DAILY_OK_REWARD,
      sign: 1,
      reason: 'daily-ok',
      reference: `day:${day}`,
      now: new Date(nowMs),
    });
    return { reward: DAILY_OK_REWARD, balances: balancesOf({ ...player, ...after }) };
  });
}
