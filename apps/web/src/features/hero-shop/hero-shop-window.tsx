import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GENDERS, type Gender } from '@rol/rules/content/starters';
import { shopPriceFor } from '@rol/rules/economy/bonus-perks';
import { codeText } from '../../api/error-text.ts';
import { playerInfoQuery } from '../../api/player-info.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { FormError, Segmented } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { ShopPriceTag } from '../../ui/shop-price-tag.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { shortOf } from '../../ui/price.ts';
import { useFailureText, useUiLang } from '../../ui/use-failure-text.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { HeroOfferCard } from './hero-offer-card.tsx';
import { canHireMore, initialTier, offerFaction, type HeroShopTab, type HeroTier } from './hero-offers.ts';
import { useBuyHero, useHeroShop } from './hero-shop-api.ts';
import '../../ui/shop-window.css';
import './hero-shop.css';

/**
 * The hero shop (§2): usual heroes, legendary from stair 30, mythical from 100, supreme from 500
 * (§9) and the Ark line for tokens. A locked tab says where it opens; each offer shows the class,
 * its faction, the stats it arrives with and the price; the hired hero's look (male or female) is
 * chosen above the tabs; hiring answers the §8 shortage texts.
 */
export default function HeroShopWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const lang = useUiLang();
  const failureText = useFailureText();
  const shop = useHeroShop();
  const { data: info } = useQuery(playerInfoQuery);
  const buy = useBuyHero();
  const [chosen, setChosen] = useState<HeroTier | null>(null);
  // The look of the hero to hire: the player's own gender until another is picked.
  const [look, setLook] = useState<Gender | null>(null);
  const gender = look ?? info?.player.gender ?? 'male';
  const data = shop.data;
  const tier = data ? initialTier(data, chosen) : null;
  const tab = data?.tabs.find((x) => x.tier === tier);
  const bought = buy.data ? t(`names.warriorClass.${buy.data.creature.warriorClass}`) : null;
  const error = shop.error ?? buy.error;
  const limitReached = data ? !canHireMore(data) : false;

  return (
    <WindowFrame name="hero-shop" title={t('heroShop.title')} onClose={onClose} className="window--shop">
      <div className="hero-shop" data-testid="hero-shop" data-tier={tier ?? ''}>
        {data ? (
          <>
            <p className="hero-shop__owned" data-testid="hero-shop-owned" data-owned={data.ownedHeroes}>
              {t('heroShop.owned', { owned: data.ownedHeroes, max: data.maxHeroes })}
            </p>
            <div className="hero-shop__look">
              <span className="hero-shop__look-label">{t('heroShop.look')}</span>
              <Segmented
                options={GENDERS.map((value) => ({ value, label: t(`heroShop.lookName.${value}`) }))}
                value={gender}
                onChange={setLook}
                disabled={buy.isPending}
                testIdPrefix="hero-look"
              />
            </div>
            <TierTabs
              tabs={data.tabs}
              value={tier}
              onChange={(next) => {
                setChosen(next);
                buy.reset();
              }}
            />
            {tab ? (
              <section
                className={`hero-shop__panel hero-shop__panel--${tab.tier}`}
                role="tabpanel"
                data-open={tab.open ? '1' : '0'}
              >
                {tab.open ? (
                  <p className="window__lead">{t(`heroShop.lead.${tab.tier}`)}</p>
                ) : (
                  <p className="hero-shop__locked" data-testid="hero-tier-locked" data-stair={tab.fromStair}>
                    <Icon name="padlock" size={22} />
                    {codeText('HERO_TIER_LOCKED', lang, { stair: tab.fromStair })}
                  </p>
                )}
                <p className="hero-shop__price">
                  <span>{t('shop.price')}:</span>
                  <ShopPriceTag price={tab.price} balances={info?.player} size={18} />
                </p>
                {tab.offers.length === 0 ? <p className="window__lead">{t('heroShop.empty')}</p> : null}
                <ul className="hero-shop__offers">
                  {tab.offers.map((offer) => (
                    <HeroOfferCard
                      key={offer.warriorClass}
                      warriorClass={offer.warriorClass}
                      faction={offerFaction(offer.faction)}
                      price={shopPriceFor(tab.price, info?.player.bonusPoints ?? 0)}
                      short={info ? shortOf(shopPriceFor(tab.price, info.player.bonusPoints), info.player) : []}
                      canBuy={tab.open && !limitReached}
                      pending={buy.isPending}
                      onBuy={() => buy.mutate({ tier: tab.tier, warriorClass: offer.warriorClass, gender })}
                    />
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        ) : shop.isPending ? (
          <p className="window__lead">{t('shop.loading')}</p>
        ) : null}
        <div className="shop-feedback" aria-live="polite">
          {bought ? (
            <p className="form-note shop-feedback__note" data-testid="hero-bought" role="status">
              {t('heroShop.bought', { name: bought })}
            </p>
          ) : null}
          {limitReached && !bought ? <FormError text={codeText('HERO_LIMIT', lang)} /> : null}
          <FormError text={error ? failureText(error) : null} />
        </div>
      </div>
    </WindowFrame>
  );
}

/** The tier tabs: a locked one wears a padlock and the stair it opens at. */
function TierTabs({
  tabs,
  value,
  onChange,
}: {
  tabs: readonly HeroShopTab[];
  value: HeroTier | null;
  onChange: (tier: HeroTier) => void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      label={t('heroShop.title')}
      testIdPrefix="hero-tier"
      value={value}
      onChange={onChange}
      tabs={tabs.map((tab) => ({
        value: tab.tier,
        className: `tier-tab tier-tab--${tab.tier}`,
        data: { open: tab.open ? '1' : '0' },
        label: (
          <>
            <span className="tier-tab__label">{t(`heroShop.tier.${tab.tier}`)}</span>
            {tab.open ? null : (
              <span className="tier-tab__lock">
                <Icon name="padlock" size={12} />
                {t('heroShop.lockedTab', { stair: tab.fromStair })}
              </span>
            )}
          </>
        ),
      }))}
    />
  );
}
