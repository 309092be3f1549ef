import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { priceShortfall } from '@rol/rules/content/price-shortfall';
import type { ResourceAmounts } from '@rol/rules/content/resources';
import { playerInfoQuery } from '../api/player-info.ts';
import { amountsText } from './amounts-text.ts';

/**
 * Whether the player can pay `price` now (from the loaded balances, with the rule the ledger keeps)
 * and, when not, the line that says what is missing ("Missing: 93 gold"). A button with a price
 * shows itself unpayable with this before the press; the server's refusal is left for races.
 */
export function shortfallLine(
  price: ResourceAmounts,
  balances: Parameters<typeof priceShortfall>[1],
  t: ReturnType<typeof useTranslation>['t'],
): string | null {
  const missing = priceShortfall(price, balances);
  return Object.keys(missing).length === 0 ? null : t('firstSteps.shortfall', { missing: amountsText(missing, t) });
}

export function useShortfall(price: ResourceAmounts | null | undefined): { payable: boolean; text: string | null } {
  const { t } = useTranslation();
  const { data: info } = useQuery(playerInfoQuery);
  if (!price || !info) return { payable: true, text: null };
  const text = shortfallLine(price, info.player, t);
  return { payable: text === null, text };
}
