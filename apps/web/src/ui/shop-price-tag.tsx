import { useTranslation } from 'react-i18next';
import type { BalancesDto } from '@rol/protocol/balances-dto';
import type { ResourceAmounts } from '@rol/rules/content/resources';
import { shopDiscountPercent, shopPriceFor } from '@rol/rules/economy/bonus-perks';
import { abbreviateNumber } from '../numbers/abbreviate-number.ts';
import { amountsText } from './amounts-text.ts';
import { PriceTag } from './price-tag.tsx';
import { shortOf } from './price.ts';
import './price-tag.css';

/**
 * A shop's price as the player pays it: the emeralds less the bonus status's discount (the rules'
 * `shopPriceFor`, by the bonus points of `balances` — the server charges the same), the full emerald
 * price struck through with a "−5%" mark when the discount changes it; the parts the player is short
 * of show red.
 */
export function ShopPriceTag({
  price,
  balances,
  size = 16,
}: {
  price: ResourceAmounts;
  balances: Partial<BalancesDto> | undefined;
  size?: number;
}) {
  const { t } = useTranslation();
  const paid = shopPriceFor(price, balances?.bonusPoints ?? 0);
  const short = balances ? shortOf(paid, balances) : [];
  const full = price.MITHRIL ?? 0;
  if ((paid.MITHRIL ?? 0) === full) return <PriceTag price={paid} short={short} size={size} />;
  const percent = shopDiscountPercent(balances?.bonusPoints ?? 0);
  return (
    <span className="shop-price" data-discount={percent}>
      <span className="shop-price__mark" aria-hidden="true">
        {t('bonusStatus.priceMark', { percent })}
      </span>
      <s className="shop-price__full" aria-hidden="true" data-testid="shop-price-full">
        {abbreviateNumber(full)}
      </s>
      <PriceTag price={paid} short={short} size={size} />
      <span className="visually-hidden">
        {t('bonusStatus.priceWas', { percent, full: amountsText(price, (key, options) => t(key, options)) })}
      </span>
    </span>
  );
}
