import { BALANCE_OF_KIND, RESOURCE_KINDS, type Balance, type ResourceAmounts } from './resources.ts';

/**
 * What is missing to pay `price` from `balances`: for every resource kind of the price the player
 * holds less of, how much more is needed (§3 kind order). Empty when the price can be paid. The
 * ledger refuses exactly these payments (no balance goes below zero), so a button that shows a
 * shortfall from this is a button the server would refuse.
 */
export function priceShortfall(price: ResourceAmounts, balances: Partial<Record<Balance, number>>): ResourceAmounts {
  const missing: ResourceAmounts = {};
  for (const kind of RESOURCE_KINDS) {
    const need = price[kind] ?? 0;
    if (!(need > 0)) continue;
    const have = Math.max(0, Math.floor(balances[BALANCE_OF_KIND[kind]] ?? 0));
    if (have < need) missing[kind] = need - have;
  }
  return missing;
}

export function canPay(price: ResourceAmounts, balances: Partial<Record<Balance, number>>): boolean {
  return Object.keys(priceShortfall(price, balances)).length === 0;
}
