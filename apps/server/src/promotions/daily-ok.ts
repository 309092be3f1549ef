import { and, eq } from 'drizzle-orm';
import { DAILY_OK_REWARD } from '@rol/rules/economy/campaigns';
import { serverDay } from '@rol/rules/server-day';
import type { DbOrTx } from '../db/database.ts';
import { platformAccounts } from '../db/schema/platform-accounts.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction } from '../http/acting-player.ts';
import { applyAmounts, balancesOf } from '../ledger/balances.ts';
import { findDailyClaim, insertDailyClaim } from '../players/daily-claim-queries.ts';
import { assertPromotionsOpen } from '../economy/promotions-gate.ts';
import { isOkGroupMember } from '../platforms/ok-api-client.ts';
import { platformUserIdOf } from '../platforms/platform-account-queries.ts';

export const DAILY_OK_CLAIM = 'daily-ok';

/** Whether the player signed in through OK (an OK platform identity): who may ask for the group's reward. */
export async function isOkPlayer(db: DbOrTx, playerId: number): Promise<boolean> {
  const [row] = await db
    .select({ playerId: platformAccounts.playerId })
    .from(platformAccounts)
    .where(and(eq(platformAccounts.playerId, playerId), eq(platformAccounts.source, 'ok')));
  return row !== undefined;
}

/**
 * `daily/ok/take` (docs/economy.md, "The OK group"): the reward once a server day (the claim's
 * primary key), through the ledger. The player needs an OK identity; when the group check is
 * configured, OK must also list that OK user as a member of our group. OK is asked before the
 * action's transaction, so no player row stays locked while it answers; the transaction then checks
 * that the identity OK was asked about is still the player's.
 */
export async function takeDailyOk(ctx: AppContext, session: PlayerRow) {
  assertPromotionsOpen(session);
  const account = await platformUserIdOf(ctx.db, session.id, 'ok');
  if (account === null) throw new ApiError('DAILY_OK_NOT_MEMBER');
  const group = ctx.config.platforms.okGroup;
  if (group !== null) {
    // Today's reward taken already: no need to ask OK.
    const day = serverDay(ctx.clock());
    if (await findDailyClaim(ctx.db, { playerId: session.id, kind: DAILY_OK_CLAIM, day }))
      throw new ApiError('DAILY_OK_TAKEN');
    if (!(await isOkGroupMember(group, account.userId))) throw new ApiError('DAILY_OK_NOT_MEMBER');
  }
  const nowMs = ctx.clock();
  return inPlayerTransaction(ctx.db, session.id, async (tx, player) => {
    assertPromotionsOpen(player);
    const held = await platformUserIdOf(tx, player.id, 'ok');
    if (held?.userId !== account.userId) throw new ApiError('DAILY_OK_NOT_MEMBER');
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
