import { useTranslation } from 'react-i18next';
import type { ResourceAmounts, ResourceKind } from '@rol/rules/content/resources';
import { RESOURCE_ART } from '../art/resource-art.ts';
import { abbreviateNumber } from '../numbers/abbreviate-number.ts';
import { amountsText } from './amounts-text.ts';
import { Icon } from './icon.tsx';
import { priceEntries } from './price.ts';
import './price-tag.css';

/**
 * A price with each resource's icon (§2 shop prices); the parts the player is `short` of show red.
 * The full text stays readable for screen readers.
 */
export function PriceTag({
  price,
  short = [],
  size = 16,
}: {
  price: ResourceAmounts;
  short?: readonly ResourceKind[];
  size?: number;
}) {
  const { t } = useTranslation();
  const entries = priceEntries(price);
  if (entries.length === 0) return <span className="price-tag">{t('shop.free')}</span>;
  return (
    <span className="price-tag" aria-label={amountsText(price, t)} data-short={short.length > 0 ? '1' : '0'}>
      {entries.map(({ kind, amount }) => (
        <span
          key={kind}
          className={`price-tag__part${short.includes(kind) ? ' price-tag__part--short' : ''}`}
          data-resource={kind}
          aria-hidden="true"
        >
          <span className="price-tag__icon" style={{ color: RESOURCE_ART[kind].color }}>
            <Icon name={RESOURCE_ART[kind].icon} size={size} />
          </span>
          {abbreviateNumber(amount)}
        </span>
      ))}
    </span>
  );
}
