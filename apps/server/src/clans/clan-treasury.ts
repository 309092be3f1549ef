import { contributionOf, DEPOSITS, type DepositType } from '@rol/rules/clans/clan-treasury';
import { applyLedger } from '../ledger/apply-ledger.ts';
import { applyClanLedger } from '../ledger/clan-ledger.ts';
import { recordGameEvent } from '../progress/record-game-event.ts';
import type { ActingPlayer } from '../http/acting-player.ts';
import { balancesOf } from '../ledger/balances.ts';
import { clanAction } from './clan-context.ts';
import { clanError } from './clan-errors.ts';
import { logClanEvent } from './clan-log-queries.ts';
import { addContribution, lockClan } from '../clan-standing/clan-queries.ts';
import { clanStatOf } from './clan-view.ts';
import type { AppContext } from '../http/app-context.ts';

const TASK_DONATION_CAP = 100_000;

/**
 * A donation: the player's ledger debit and the clan's ledger credit in the one transaction (a
 * shortage is the resource's own refusal and moves nothing); the member's contribution grows and
 * tasks count the CLAN_DONATION game event.
 */
export function donate(app: AppContext, acting: ActingPlayer, type: DepositType, amount: number) {
  return clanAction(app, acting, 'DONATE', async ({ tx, player, now, state }) => {
    const deposit = DEPOSITS[type];
    if (deposit === null) throw clanError('CLAN_DEPOSIT_INVALID', { type });
    const clanId = state.clan.id;
    const reference = `clan:${clanId}`;
    const left = await applyLedger(tx, { playerId: player.id, resource: deposit.player, delta: -amount, reason: 'clan-donation', reference, now });
    await applyClanLedger(tx, { clanId, resource: deposit.clan, delta: amount, reason: 'donation', playerId: player.id, now });
    const worth = contributionOf(deposit.clan, amount);
    await addContribution(tx, player.id, worth);
    // Tasks count the donation's worth in gold (CLAN_DONATION), in the donation's transaction; one
    // donation counts at most TASK_DONATION_CAP so a task's integer progress cannot overflow.
    await recordGameEvent(tx, { playerId: player.id }, 'CLAN_DONATION', Math.min(worth, TASK_DONATION_CAP), now.getTime());
    await logClanEvent(tx, { clanId, event: 'DONATED', actorId: player.id, data: { type, amount }, now });
    const clan = await lockClan(tx, clanId);
    return { clanStat: clanStatOf(clan!), balances: { ...balancesOf(player), [deposit.player]: left } };
  });
}
