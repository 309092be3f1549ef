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

export function balancesOf(player: PlayerRow): BalancesDto {
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
 * transaction; a shortage throws the resource's §8 error and rolls everything back.
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
): Promise<void> {
  for (const [kind, amount] of Object.entries(params.amounts) as [ResourceKind, number][]) {
    if (!amount) continue;
    await applyLedger(tx, {
      playerId: params.playerId,
      resource: RESOURCE_OF_KIND[kind],
      delta: params.sign * amount,
      reason: params.reason,
      reference: params.reference,
      now: params.now,
    });
  }
}
