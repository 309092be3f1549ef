import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceAmounts, ResourceKind } from '@rol/rules/content/resources';
import type { IconName } from '../../art/icons.ts';
import { Button } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { PriceTag } from '../../ui/price-tag.tsx';
import { timesPrice } from '../../ui/price.ts';
import { clampCount, COUNT_MAX, COUNT_MIN } from './goods-count.ts';

/** One thing for sale: its drawing on a plate, name, lines of text, and what buys it. */
export function GoodsRow({
  testId,
  art,
  name,
  lines,
  children,
}: {
  testId: string;
  art: { icon: IconName; color: string };
  name: string;
  lines: readonly (string | null)[];
  children: React.ReactNode;
}) {
  return (
    <li className="goods-row" data-testid={testId}>
      <span className="item-plate goods-row__plate" style={{ color: art.color, width: 52, height: 52 }}>
        <Icon name={art.icon} size={32} />
      </span>
      <div className="goods-row__info">
        <h3 className="goods-row__name">{name}</h3>
        {lines
          .filter((line): line is string => line !== null)
          .map((line) => (
            <p key={line} className="goods-row__line">
              {line}
            </p>
          ))}
      </div>
      <div className="goods-row__buy">{children}</div>
    </li>
  );
}

/** A consumable's buy line: how many (1..99) and the button with the total price. */
export function ConsumableBuy({
  consumableId,
  price,
  short,
  pending,
  onBuy,
}: {
  consumableId: string;
  price: ResourceAmounts;
  short: (total: ResourceAmounts) => readonly ResourceKind[];
  pending: boolean;
  onBuy: (count: number) => void;
}) {
  const { t } = useTranslation();
  const [count, setCount] = useState(1);
  const total = timesPrice(price, count);
  return (
    <>
      <div className="stepper" role="group" aria-label={t('goodsShop.count')}>
        <button
          type="button"
          className="stepper__button"
          aria-label={t('goodsShop.less')}
          data-testid={`goods-count-less-${consumableId}`}
          disabled={count <= COUNT_MIN}
          onClick={() => setCount((c) => clampCount(c - 1))}
        >
          −
        </button>
        <input
          className="stepper__value"
          type="number"
          inputMode="numeric"
          min={COUNT_MIN}
          max={COUNT_MAX}
          value={count}
          aria-label={t('goodsShop.count')}
          data-testid={`goods-count-${consumableId}`}
          onChange={(event) => setCount(clampCount(Number(event.target.value)))}
        />
        <button
          type="button"
          className="stepper__button"
          aria-label={t('goodsShop.more')}
          data-testid={`goods-count-more-${consumableId}`}
          disabled={count >= COUNT_MAX}
          onClick={() => setCount((c) => clampCount(c + 1))}
        >
          +
        </button>
      </div>
      <Button
        className="goods-row__button"
        data-testid={`goods-consumable-buy-${consumableId}`}
        disabled={pending}
        onClick={() => onBuy(count)}
      >
        {t('goodsShop.buy')}
        <PriceTag price={total} short={short(total)} />
      </Button>
    </>
  );
}
