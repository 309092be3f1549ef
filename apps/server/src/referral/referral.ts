import type { ReferralStatusDto } from '@rol/protocol/referral-routes';
import {
  isReferralEnabled,
  playerIdOfReferralCode,
  REFERRAL_FRIEND_LEVEL,
  REFERRAL_INVITE_BONUS,
  REFERRAL_PURCHASE_SHARE_PERCENT,
  REFERRAL_SHARE_BONUS,
  REFERRAL_WELCOME_BONUS,
  referralBonusOf,
  referralCode,
} from '@rol/rules/economy/referral';
import type { DbOrTx, Tx } from '../db/database.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { applyLedger } from '../ledger/apply-ledger.ts';
import { balancesOf } from '../ledger/balances.ts';
import {
  insertReferral,
  referralCounts,
  takeClanShares,
  takeInvites,
  takePurchaseShares,
  takeWelcome,
  type ReferralCounts,
  playerExists,
} from './referral-queries.ts';

/** The `ref` a registration may keep: only where referral is on for the player's source (§5, §6). */
export function acceptedRef(userSource: string, ref: string | undefined): string | null {
  const text = ref?.trim() ?? '';
  return text !== '' && isReferralEnabled(userSource) ? text : null;
}

/**
 * In the registration's transaction: when referral is on for the new player's source and `ref` is
 * another existing player's code, records the friendship (the welcome bonus then waits).
 */
export async function recordReferral(
  tx: Tx,
  player: Pick<PlayerRow, 'id' | 'userSource'>,
  ref: string | undefined,
  now: Date,
): Promise<void> {
  const text = acceptedRef(player.userSource, ref);
  if (text === null) return;
  const referrerId = playerIdOfReferralCode(text);
  if (referrerId === null || referrerId === player.id) return;
  if (!(await playerExists(tx, referrerId))) return;
  await insertReferral(tx, { playerId: player.id, referrerId, now });
}

function statusOf(playerId: number, counts: ReferralCounts): ReferralStatusDto {
  return {
    code: referralCode(playerId),
    friends: counts.friends,
    bonus: referralBonusOf(counts),
    rule: {
      welcome: REFERRAL_WELCOME_BONUS,
      invite: REFERRAL_INVITE_BONUS,
      share: REFERRAL_SHARE_BONUS,
      purchaseSharePercent: REFERRAL_PURCHASE_SHARE_PERCENT,
      friendLevel: REFERRAL_FRIEND_LEVEL,
    },
  };
}

function assertEnabled(player: Pick<PlayerRow, 'userSource'>): void {
  if (!isReferralEnabled(player.userSource))
    throw new ApiError('REFERRAL_DISABLED', { userSource: player.userSource });
}

/** `referral/my/code`: the code to share, the friends it brought and what waits. */
export async function getReferralStatus(db: DbOrTx, player: PlayerRow): Promise<ReferralStatusDto> {
  assertEnabled(player);
  return statusOf(player.id, await referralCounts(db, player.id));
}

/**
 * `referral/bonus/take`, with the player's row locked: marks every waiting bonus taken (conditional
 * updates of the friendship rows) and credits their emeralds through the ledger in the same
 * transaction; REFERRAL_NO_BONUS when none waits.
 */
export async function takeReferralBonus(ctx: AppContext, who: ActingPlayer) {
  const now = new Date(ctx.clock());
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    assertEnabled(player);
    const welcome = await takeWelcome(tx, player.id);
    const invitedFriends = await takeInvites(tx, player.id);
    const clanFriends = await takeClanShares(tx, player.id);
    const purchaseShare = await takePurchaseShares(tx, player.id);
    const taken = referralBonusOf({ welcome, invitedFriends, clanFriends, purchaseShare });
    const total = taken.startBonus + taken.refBonus + taken.refClanBonus;
    if (total === 0) throw new ApiError('REFERRAL_NO_BONUS');
    const mithril = await applyLedger(tx, {
      playerId: player.id,
      resource: 'mithril',
      delta: total,
      reason: 'referral-bonus',
      reference: `welcome:${welcome ? 1 : 0},invite:${invitedFriends},share:${clanFriends},purchases:${purchaseShare}`,
      now,
    });
    return {
      taken,
      status: statusOf(player.id, await referralCounts(tx, player.id)),
      balances: balancesOf({ ...player, mithril }),
    };
  });
}
