import type { Balance } from '@rol/rules/content/resources';
import { shopBalancePriceFor } from '@rol/rules/economy/bonus-perks';
import { resourceAmountText } from '../../ui/amounts-text.ts';
import { kindOfBalance } from './goods-look.ts';

type Amounts = Partial<Record<Balance, number>>;
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What is missing to pay a catalogue offer's price from `balances`: the price as the server charges
 * it (emeralds less the bonus status's discount, `shopBalancePriceFor`), and for every balance the
 * player holds less of, how much more is needed. Empty when it can be paid (the ledger refuses
 * exactly the others).
 */
export function balanceShortfall(price: Amounts, balances: Amounts): Amounts {
  const paid = shopBalancePriceFor(price, balances.bonusPoints ?? 0);
  const missing: Amounts = {};
  for (const [balance, amount] of Object.entries(paid) as [Balance, number][]) {
    const have = Math.max(0, Math.floor(balances[balance] ?? 0));
    if (amount > 0 && have < amount) missing[balance] = amount - have;
  }
  return missing;
}

/** "Missing: 700 gold", "Missing: 5 good points": the line under a button that cannot be paid; null when nothing is. */
export function balanceShortfallText(missing: Amounts, t: Translate): string | null {
  const parts = (Object.entries(missing) as [Balance, number][]).map(([balance, amount]) => {
    const kind = kindOfBalance(balance);
    return kind
      ? resourceAmountText(kind, amount, (key, options) => t(key, options))
      : `${amount} ${t(`hud.resource.${balance}`)}`;
  });
  return parts.length === 0 ? null : t('firstSteps.shortfall', { missing: parts.join(', ') });
}
