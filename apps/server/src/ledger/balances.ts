import type { BalancesDto } from '@rol/protocol/balances-dto';
import { BALANCE_OF_KIND, BALANCES, type ResourceAmounts, type ResourceKind } from '@rol/rules/content/resources';
import type { Tx } from '../db/database.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { applyLedgerBatch } from './apply-ledger-batch.ts';
import type { Resource } from './resources.ts';

/** The balance column of each resource kind of places, rewards and prices. */
export const RESOURCE_OF_KIND: Record<ResourceKind, Resource> = BALANCE_OF_KIND;

/** The balances the ledger left, by resource (each the balance after its entry). */
export type BalancesAfter = Partial<Record<Resource, number>>;

export function balancesOf(player: Pick<PlayerRow, Resource>): BalancesDto {
  return Object.fromEntries(BALANCES.map((balance) => [balance, player[balance]])) as BalancesDto;
}

/**
 * Credits (sign 1) or debits (sign −1) several resources through the ledger in the caller's
 * transaction; a shortage throws the resource's shortage error and rolls everything back. Returns
 * the balances after it: with the player's row locked by the action, `balancesOf({ ...player, ...after })`
 * is the player's balances now, without reading the row again.
 */
export async function applyAmounts(
  tx: Tx,
  params: {
    playerId: number;
    amounts: ResourceAmounts;
    sign: 1 | -1;
    reason: string;
    reference: string;
    now: Date;
  },
): Promise<BalancesAfter> {
  const entries = (Object.entries(params.amounts) as [ResourceKind, number][])
    .filter(([, amount]) => amount)
    .map(([kind, amount]) => ({
      resource: RESOURCE_OF_KIND[kind],
      delta: params.sign * amount,
      reason: params.reason,
      reference: params.reference,
    }));
  return applyLedgerBatch(tx, { playerId: params.playerId, entries, now: params.now });
}
