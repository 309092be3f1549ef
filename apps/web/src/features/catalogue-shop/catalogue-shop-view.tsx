import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ShopOfferDto } from '@rol/protocol/catalogue-shop-routes';
import type { CatalogueShop } from '@rol/rules/economy/catalogue-shops';
import { playerInfoQuery } from '../../api/player-info.ts';
import type { WindowName } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { ShopFeedback } from '../../ui/shop-feedback.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { BalancePrice } from './balance-price.tsx';
import { balanceShortfall, balanceShortfallText } from './balance-shortfall.ts';
import { useCatalogueBuy, useCatalogueShop } from './catalogue-shop-api.ts';
import { goodsLook, goodsName } from './goods-look.ts';
import '../../ui/shop-window.css';
import './catalogue-shop.css';

/**
 * One catalogue shop (§2: amulets, portal, faction, market): each offer with its goods, price and
 * what is left of its daily limit; a locked shop says where it opens.
 */
export function CatalogueShopView({ shop, name, onClose }: { shop: CatalogueShop; name: WindowName; onClose: () => void }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const query = useCatalogueShop(shop);
  const buy = useCatalogueBuy(shop);
  const { data: info } = useQuery(playerInfoQuery);
  const [notice, setNotice] = useState<string | null>(null);
  const data = query.data;
  const error = query.error ?? buy.error;

  const nameOf = (offer: ShopOfferDto) => goodsName(offer.goods, (key, options) => t(key, options ?? {}));

  return (
    <WindowFrame name={name} title={t(`catalogueShop.title.${shop}`)} onClose={onClose} className="window--shop">
      <div className="catalogue-shop" data-testid={`catalogue-shop-${shop}`}>
        <p className="window__lead">
          {t(`catalogueShop.lead.${shop}`)}
          {data && data.clanLevel !== null ? ` ${t('catalogueShop.clanLevel', { level: data.clanLevel })}` : ''}
        </p>
        {!data ? (
          query.isPending ? <p className="window__lead">{t('shop.loading')}</p> : null
        ) : !data.open ? (
          <p className="catalogue-shop__locked" data-testid="catalogue-shop-locked">
            <Icon name="padlock" size={20} />{' '}
            {shop === 'clan' ? t('catalogueShop.clanOnly') : t('catalogueShop.locked', { stair: data.fromStair })}
          </p>
        ) : (
          <ul className="catalogue-shop__list">
            {data.offers.map((offer) => {
              const look = goodsLook(offer.goods);
              const itemName = nameOf(offer);
              const spent = offer.dailyLimit !== null && offer.boughtToday >= offer.dailyLimit;
              const closed = offer.fromClanLevel !== null && (data.clanLevel ?? 0) < offer.fromClanLevel;
              // A price the player cannot pay is shown so, with what is missing, before the press.
              const missing = info
                ? balanceShortfallText(balanceShortfall(offer.price, info.player), (key, options) => t(key, options ?? {}))
                : null;
              return (
                <li
                  key={offer.offerId}
                  className={`catalogue-row${closed ? ' catalogue-row--closed' : ''}`}
                  data-testid={`shop-offer-${offer.offerId}`}
                >
                  <span className="item-plate catalogue-row__plate" style={{ color: look.color }}>
                    <Icon name={look.icon} size={28} />
                  </span>
                  <div className="catalogue-row__info">
                    <h3 className="catalogue-row__name">{itemName}</h3>
                    {offer.goods.kind === 'artifact' ? (
                      <p className="catalogue-row__line">{t('catalogueShop.level', { level: offer.goods.level })}</p>
                    ) : null}
                    {closed ? (
                      <p className="catalogue-row__line" data-testid={`shop-closed-${offer.offerId}`}>
                        <Icon name="padlock" size={14} /> {t('catalogueShop.fromClanLevel', { level: offer.fromClanLevel })}
                      </p>
                    ) : null}
                    {offer.dailyLimit !== null ? (
                      <p className="catalogue-row__line" data-testid={`shop-limit-${offer.offerId}`}>
                        {t('catalogueShop.limit', { bought: offer.boughtToday, limit: offer.dailyLimit })}
                      </p>
                    ) : null}
                    {missing !== null && !spent && !closed ? (
                      <p className="catalogue-row__line price-shortfall" data-testid={`shop-shortfall-${offer.offerId}`}>
                        {missing}
                      </p>
                    ) : null}
                  </div>
                  <Button
                    className="catalogue-row__buy"
                    data-testid={`shop-buy-${offer.offerId}`}
                    data-payable={missing === null ? '1' : '0'}
                    disabled={buy.isPending || spent || closed || missing !== null}
                    onClick={() => {
                      setNotice(null);
                      buy.reset();
                      buy.mutate(
                        { offerId: offer.offerId, count: 1 },
                        { onSuccess: () => setNotice(t('catalogueShop.bought', { item: itemName })) },
                      );
                    }}
                  >
                    {spent ? t('catalogueShop.soldOut') : t('catalogueShop.buy')}
                    <BalancePrice price={offer.price} balances={info?.player} />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <ShopFeedback note={notice} noteTestId="catalogue-bought" error={error ? failureText(error) : null} />
      </div>
    </WindowFrame>
  );
}
