import { useTranslation } from 'react-i18next';
import type { ResourceAmounts, ResourceKind } from '@rol/rules/content/resources';
import type { Faction } from '@rol/rules/content/factions';
import { classIcon } from '../../art/class-art.ts';
import { Button } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Medallion } from '../../ui/medallion.tsx';
import { PriceTag } from '../../ui/price-tag.tsx';
import { offerFacts } from './hero-offers.ts';

/** One hero for hire: the class medallion, faction, arrival stats, ranks and the hire button with its price. */
export function HeroOfferCard({
  warriorClass,
  faction,
  price,
  short,
  canBuy,
  pending,
  onBuy,
}: {
  warriorClass: string;
  faction: Faction;
  price: ResourceAmounts;
  short: readonly ResourceKind[];
  /** False on a locked tab or at the hero limit: the card shows, the button is off. */
  canBuy: boolean;
  pending: boolean;
  onBuy: () => void;
}) {
  const { t } = useTranslation();
  const facts = offerFacts(warriorClass);
  const name = t(`names.warriorClass.${warriorClass}`);
  return (
    <li className="hero-offer" data-testid={`hero-offer-${warriorClass}`} data-faction={faction}>
      <div className="hero-offer__head">
        <Medallion icon={classIcon(warriorClass)} faction={faction} size={60} />
        <div className="hero-offer__who">
          <h3 className="hero-offer__name">{name}</h3>
          <p className={`hero-offer__faction hero-offer__faction--${faction}`}>
            {t('heroShop.faction', { faction: t(`names.faction.${faction}`) })}
          </p>
          {facts ? (
            <p className="hero-offer__ranks">
              {facts.canRankUp ? t('heroShop.rankCap', { rank: facts.rankCap }) : t('heroShop.fixedRanks')}
            </p>
          ) : null}
        </div>
      </div>
      {facts ? (
        <p
          className="hero-offer__stats"
          aria-label={`${t('heroShop.statsLevel')}: ${t('heroShop.stats', { attack: facts.attack, defence: facts.defence, health: facts.health })}`}
          title={t('heroShop.statsLevel')}
        >
          <span className="hero-offer__stat hero-offer__stat--attack" aria-hidden="true">
            <Icon name="broadsword" size={16} />
            {facts.attack}
          </span>
          <span className="hero-offer__stat hero-offer__stat--defence" aria-hidden="true">
            <Icon name="checked-shield" size={16} />
            {facts.defence}
          </span>
          <span className="hero-offer__stat hero-offer__stat--health" aria-hidden="true">
            <Icon name="heart-plus" size={16} />
            {facts.health}
          </span>
        </p>
      ) : null}
      <Button
        className="hero-offer__buy"
        data-testid={`hero-buy-${warriorClass}`}
        disabled={!canBuy || pending}
        onClick={onBuy}
        aria-label={`${t('heroShop.buy')}: ${name}`}
      >
        {t('heroShop.buy')}
        <PriceTag price={price} short={short} />
      </Button>
    </li>
  );
}
