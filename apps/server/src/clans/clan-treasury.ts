import { contributionOf, DEPOSITS, type DepositType } from '@rol/rules/clans/clan-treasury';
import { applyLedger } from '../ledger/apply-ledger.ts';
import { creditClanTreasury } from '../ledger/clan-ledger.ts';
import { recordGameEvent } from '../progress/record-game-event.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { balancesOf } from '../ledger/balances.ts';
import { clanError } from './clan-errors.ts';
import { findMembership, recordDonation } from '../clan-standing/clan-queries.ts';
import { clanStatOf } from './clan-view.ts';
import type { AppContext } from '../http/app-context.ts';
import { together } from '../db/together.ts';

const TASK_DONATION_CAP = 100_000;

/**
 * A donation: the player's ledger debit and the clan's ledger credit in the one transaction (a
 * shortage is the resource's own refusal and moves nothing); the member's contribution grows, the
 * member is marked active, the clan's history notes it and tasks count the CLAN_DONATION game event.
 *
 * Every member may donate, so the membership is all it checks. The clan's row is locked last, by
 * the credit itself: a donation holds it for its two last statements and the commit, not while the
 * player pays (the clan's other calls and its raid battles queue on that row). The membership is
 * written after the lock is held, so a member removed meanwhile (the removal holds the clan's lock)
 * finds nothing to write and the donation rolls back as CLAN_NOT_MEMBER.
 */
export function donate(app: AppContext, acting: ActingPlayer, type: DepositType, amount: number) {
  return inPlayerTransaction(app.db, acting, async (tx, player) => {
    const membership = await findMembership(tx, player.id);
    if (!membership) throw clanError('CLAN_NOT_MEMBER');
    const deposit = DEPOSITS[type];
    if (deposit === null) throw clanError('CLAN_DEPOSIT_INVALID', { type });
    const now = new Date(app.clock());
    const clanId = membership.clanId;
    const reference = `clan:${clanId}`;
    const worth = contributionOf(deposit.clan, amount);
    // The player's side together: the debit, and the tasks counting the donation's worth in gold
    // (CLAN_DONATION; one donation counts at most TASK_DONATION_CAP so a task's integer progress
    // cannot overflow).
    const [left] = await together(
      applyLedger(tx, { playerId: player.id, resource: deposit.player, delta: -amount, reason: 'clan-donation', reference, now }),
      recordGameEvent(tx, { playerId: player.id }, 'CLAN_DONATION', Math.min(worth, TASK_DONATION_CAP), now.getTime()),
    );
    // The clan's side last and together, so the clan's row lock is held for one round trip and the
    // commit: the credit (which locks the clan's row) is sent before the member's contribution.
    const [treasury, recorded] = await together(
      creditClanTreasury(tx, { clanId, resource: deposit.clan, delta: amount, reason: 'donation', playerId: player.id, now }),
      recordDonation(tx, { playerId: player.id, clanId, worth, data: { type, amount }, now }),
    );
    if (!treasury || !recorded) throw clanError('CLAN_NOT_MEMBER');
    return { clanStat: clanStatOf(treasury), balances: { ...balancesOf(player), [deposit.player]: left } };
  });
}
