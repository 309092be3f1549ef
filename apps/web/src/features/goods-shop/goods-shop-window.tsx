import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BalancesDto } from '@rol/protocol/balances-dto';
import type { ResourceAmounts } from '@rol/rules/content/resources';
import { playerInfoQuery } from '../../api/player-info.ts';
import { CARD_ART, consumableArt } from '../../art/item-art.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { ShopFeedback } from '../../ui/shop-feedback.tsx';
import { ShopPriceTag } from '../../ui/shop-price-tag.tsx';
import { shortOf } from '../../ui/price.ts';
import { Tabs } from '../../ui/tabs.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { hammerState } from './goods-count.ts';
import { ConsumableBuy, GoodsRow } from './goods-rows.tsx';
import { useBackpackCounts, useGoods, useGoodsPurchases } from './goods-shop-api.ts';
import '../../ui/shop-window.css';
import './goods-shop.css';

type GoodsTab = 'consumables' | 'cards' | 'hammers';
const TABS: readonly GoodsTab[] = ['consumables', 'cards', 'hammers'];

/**
 * The goods shop (§2): elixirs, scrolls and resurrection items into the backpack (a count at once),
 * cards (§3 types) and magic hammers (owned/max; HAMMERS_MAX once all are bought).
 */
export default function GoodsShopWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const goods = useGoods();
  const backpack = useBackpackCounts();
  const { data: info } = useQuery(playerInfoQuery);
  const buy = useGoodsPurchases();
  const [tab, setTab] = useState<GoodsTab>('consumables');
  const [notice, setNotice] = useState<string | null>(null);
  const short = (price: ResourceAmounts) => (info ? shortOf(price, info.player) : []);
  const error = goods.error ?? buy.consumable.error ?? buy.card.error ?? buy.hammer.error;
  const pending = buy.consumable.isPending || buy.card.isPending || buy.hammer.isPending;
  const resetAnswers = () => {
    setNotice(null);
    buy.consumable.reset();
    buy.card.reset();
    buy.hammer.reset();
  };
  const data = goods.data;

  return (
    <WindowFrame name="goods-shop" title={t('goodsShop.title')} onClose={onClose} className="window--shop">
      <div className="goods-shop" data-testid="goods-shop" data-tab={tab}>
        <Tabs
          tabs={TABS.map((value) => ({ value, label: t(`goodsShop.tab.${value}`) }))}
          value={tab}
          onChange={(value) => {
            setTab(value);
            resetAnswers();
          }}
          label={t('goodsShop.title')}
          testIdPrefix="goods-tab"
        />
        {!data ? (
          goods.isPending ? (
            <p className="window__lead">{t('shop.loading')}</p>
          ) : null
        ) : tab === 'consumables' ? (
          <section role="tabpanel" className="goods-shop__panel">
            <p className="window__lead">{t('goodsShop.consumablesLead')}</p>
            <ul className="goods-shop__list">
              {data.consumables.map((item) => {
                const held =
                  backpack.data?.items.find((i) => i.consumableId === item.consumableId)?.count ?? 0;
                const name = t(`names.consumable.${item.consumableId}`);
                return (
                  <GoodsRow
                    key={item.consumableId}
                    testId={`goods-consumable-${item.consumableId}`}
                    art={consumableArt(item.consumableId)}
                    name={name}
                    lines={[
                      t(`items.about.${item.consumableId}`),
                      `${t(`backpack.kind.${item.kind}`)} · ${t('goodsShop.inBackpack', { count: held })}`,
                    ]}
                  >
                    <ConsumableBuy
                      consumableId={item.consumableId}
                      price={item.price}
                      short={short}
                      pending={pending}
                      onBuy={(count) => {
                        resetAnswers();
                        buy.consumable.mutate(
                          { consumableId: item.consumableId, count },
                          { onSuccess: () => setNotice(t('goodsShop.boughtCount', { item: name, count })) },
                        );
                      }}
                    />
                  </GoodsRow>
                );
              })}
            </ul>
          </section>
        ) : tab === 'cards' ? (
          <section role="tabpanel" className="goods-shop__panel">
            <p className="window__lead">{t('goodsShop.cardsLead')}</p>
            <ul className="goods-shop__list">
              {data.cards.map((offer) => {
                const name = t(`names.card.${offer.card}`);
                return (
                  <GoodsRow
                    key={offer.card}
                    testId={`goods-card-${offer.card}`}
                    art={CARD_ART[offer.card]}
                    name={name}
                    lines={[t('goodsShop.cardsOwned', { count: info?.cardState[offer.card] ?? 0 })]}
                  >
                    <Button
                      className="goods-row__button"
                      data-testid={`goods-card-buy-${offer.card}`}
                      disabled={pending}
                      onClick={() => {
                        resetAnswers();
                        buy.card.mutate(offer.card, {
                          onSuccess: () => setNotice(t('goodsShop.bought', { item: name })),
                        });
                      }}
                    >
                      {t('goodsShop.buy')}
                      <ShopPriceTag price={offer.price} balances={info?.player} />
                    </Button>
                  </GoodsRow>
                );
              })}
            </ul>
          </section>
        ) : (
          <HammerPanel
            hammer={data.hammer}
            balances={info?.player}
            pending={pending}
            onBuy={() => {
              resetAnswers();
              buy.hammer.mutate(undefined, {
                onSuccess: () => setNotice(t('goodsShop.bought', { item: t('goodsShop.tab.hammers') })),
              });
            }}
          />
        )}
        <ShopFeedback note={notice} noteTestId="goods-bought" error={error ? failureText(error) : null} />
      </div>
    </WindowFrame>
  );
}

function HammerPanel({
  hammer,
  balances,
  pending,
  onBuy,
}: {
  hammer: { price: ResourceAmounts | null; owned: number; max: number };
  balances: Partial<BalancesDto> | undefined;
  pending: boolean;
  onBuy: () => void;
}) {
  const { t } = useTranslation();
  const state = hammerState(hammer);
  return (
    <section role="tabpanel" className="goods-shop__panel">
      <p className="window__lead">{t('goodsShop.hammersLead')}</p>
      <div
        className="goods-hammers"
        data-testid="goods-hammers"
        data-owned={hammer.owned}
        data-max={hammer.max}
      >
        <div className="goods-hammers__row" aria-hidden="true">
          {Array.from({ length: hammer.max }, (_, i) => (
            <span
              key={i}
              className={`item-plate goods-hammers__slot${i < hammer.owned ? ' goods-hammers__slot--owned' : ''}`}
            >
              <Icon name="thor-hammer" size={30} />
            </span>
          ))}
        </div>
        <p className="goods-hammers__count" data-testid="goods-hammers-count">
          {t('goodsShop.hammers', { owned: hammer.owned, max: hammer.max })}
        </p>
        {state.canBuy && hammer.price ? (
          <Button
            data-testid="goods-hammer-buy"
            disabled={pending}
            onClick={onBuy}
            className="goods-row__button"
          >
            {t('goodsShop.buyHammer')}
            <ShopPriceTag price={hammer.price} balances={balances} />
          </Button>
        ) : (
          <p className="goods-hammers__all" data-testid="goods-hammers-max">
            {t('goodsShop.hammersAllBought')}
          </p>
        )}
      </div>
    </section>
  );
}
