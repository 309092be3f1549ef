import type { BalancesDto } from '@rol/protocol/place-dto';
import type { ResourceAmounts, ResourceKind } from '@rol/rules/content/resources';
import type { Tx } from '../db/database.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { applyLedger } from '../ledger/apply-ledger.ts';
import type { Resource } from '../ledger/resources.ts';

/** The balance column of each §3 resource kind. */
export const RESOURCE_OF_KIND: Record<ResourceKind, Resource> = {
  GOLD: 'gold',
  CRYSTAL: 'crystal',
  ELIXIR: 'elixir',
  MITHRIL: 'mithril',
  SULFUR: 'sulfur',
  CAVIAR: 'caviar',
  TICKETS: 'tickets',
  EVENT_CURRENCY: 'eventCurrency',
};

/** The balances the ledger left, by resource (each the balance after its entry). */
export type BalancesAfter = Partial<Record<Resource, number>>;

export function balancesOf(player: Pick<PlayerRow, Resource>): BalancesDto {
  return {
    gold: player.gold,
    crystal: player.crystal,
    elixir: player.elixir,
    mithril: player.mithril,
    sulfur: player.sulfur,
    caviar: player.caviar,
    tickets: player.tickets,
    goodPoints: player.goodPoints,
    evilPoints: player.evilPoints,
    eventCurrency: player.eventCurrency,
  };
}

/**
 * Credits (sign 1) or debits (sign −1) several resources through the ledger in the caller's
 * transaction; a shortage throws the resource's §8 error and rolls everything back. Returns the
 * balances after it: with the player's row locked by the action, `balancesOf({ ...player, ...after })`
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
  const after: BalancesAfter = {};
  for (const [kind, amount] of Object.entries(params.amounts) as [ResourceKind, number][]) {
    if (!amount) continue;
    const resource = RESOURCE_OF_KIND[kind];
    after[resource] = await applyLedger(tx, {
      playerId: params.playerId,
      resource,
      delta: params.sign * amount,
      reason: params.reason,
      reference: params.reference,
      now: params.now,
    });
  }
  return after;
}
