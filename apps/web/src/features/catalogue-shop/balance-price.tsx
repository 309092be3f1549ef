import { useTranslation } from 'react-i18next';
import type { Balance } from '@rol/rules/content/resources';
import { abbreviateNumber } from '../../numbers/abbreviate-number.ts';
import { Icon } from '../../ui/icon.tsx';
import { PriceTag } from '../../ui/price-tag.tsx';
import { ShopPriceTag } from '../../ui/shop-price-tag.tsx';
import { kindOfBalance, POINTS_LOOK } from './goods-look.ts';

/**
 * A price in balances: resources as the shops' price tag (emeralds less the bonus status's discount,
 * as the server charges them), the sides' points with their HUD icon; the parts the player holds too
 * little of show red.
 */
export function BalancePrice({
  price,
  balances,
}: {
  price: Partial<Record<Balance, number>>;
  balances: Partial<Record<Balance, number>> | undefined;
}) {
  const { t } = useTranslation();
  const parts = Object.entries(price) as [Balance, number][];
  return (
    <span className="balance-price">
      {parts.map(([balance, amount]) => {
        if (balance === 'mithril') return <ShopPriceTag key={balance} price={{ MITHRIL: amount }} balances={balances} />;
        const short = balances !== undefined && (balances[balance] ?? 0) < amount;
        const kind = kindOfBalance(balance);
        if (kind) return <PriceTag key={balance} price={{ [kind]: amount }} short={short ? [kind] : []} />;
        const look = POINTS_LOOK[balance] ?? { icon: 'star-medal' as const, color: '#f6d98a' };
        return (
          <span
            key={balance}
            className={`balance-price__points${short ? ' balance-price__points--short' : ''}`}
            data-balance={balance}
            aria-label={`${abbreviateNumber(amount)} ${t(`hud.resource.${balance}`)}`}
          >
            <span style={{ color: look.color }} aria-hidden="true">
              <Icon name={look.icon} size={16} />
            </span>
            {abbreviateNumber(amount)}
          </span>
        );
      })}
    </span>
  );
}
