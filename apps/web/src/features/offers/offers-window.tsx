import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { OfferDto } from '@rol/protocol/offer-dto';
import { durationText } from '../../numbers/duration-text.ts';
import { useWindowStore, type WindowProps } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { playerInfoQuery } from '../../api/player-info.ts';
import { PriceTag } from '../../ui/price-tag.tsx';
import { shortOf } from '../../ui/price.ts';
import { useShortfall } from '../../ui/use-shortfall.ts';
import { ShopFeedback } from '../../ui/shop-feedback.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { useServerNow } from '../../ui/use-server-now.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { useOfferBuy, useOfferSeen, useOffers } from './offers-api.ts';
import '../../ui/shop-window.css';
import './offers.css';

function OfferCard({ offer, onBought }: { offer: OfferDto; onBought: () => void }) {
  const { t } = useTranslation();
  const now = useServerNow();
  const buy = useOfferBuy(onBought);
  const [warriorClass, setWarriorClass] = useState(offer.heroClasses[0] ?? '');
  const { data: info } = useQuery(playerInfoQuery);
  // A hero offer the player cannot pay shows it, and what is missing, before the press.
  const buysHere = offer.heroClasses.length > 0 && offer.price !== null;
  const shortfall = useShortfall(buysHere ? offer.price : null);
  return (
    <li className="offers__item" data-testid={`offer-${offer.id}`}>
      <strong className="offers__name">{t(`offers.kind.${offer.kind}`)}</strong>
      <span className="offers__time">{t('offers.endsIn', { time: durationText(offer.endsAt - now, t) })}</span>
      <p className="offers__text">{t(`offers.text.${offer.kind}`, { multiplier: offer.gemsMultiplier ?? 2 })}</p>
      {offer.heroClasses.length > 0 ? (
        <div className="offers__classes" role="radiogroup" aria-label={t('offers.chooseHero')}>
          {offer.heroClasses.map((c) => (
            <button
              key={c}
              type="button"
              role="radio"
              aria-checked={c === warriorClass}
              className={`offers__class${c === warriorClass ? ' offers__class--chosen' : ''}`}
              data-testid={`offer-class-${c}`}
              onClick={() => setWarriorClass(c)}
            >
              {t(`names.warriorClass.${c}`)}
            </button>
          ))}
        </div>
      ) : null}
      <div className="offers__buy">
        {offer.price ? (
          <span className="offers__prices">
            {offer.fullPrice && offer.fullPrice !== offer.price ? (
              <s className="offers__full">
                <PriceTag price={offer.fullPrice} size={14} />
              </s>
            ) : null}
            <PriceTag price={offer.price} short={info ? shortOf(offer.price, info.player) : []} />
          </span>
        ) : (
          <span />
        )}
        {offer.heroClasses.length > 0 ? (
          <Button
            data-testid={`offer-buy-${offer.id}`}
            data-payable={shortfall.payable ? '1' : '0'}
            disabled={buy.isPending || !shortfall.payable}
            onClick={() => buy.mutate({ offerId: offer.id, warriorClass, gender: 'male' })}
          >
            {t('offers.buy')}
          </Button>
        ) : (
          <Button data-testid={`offer-bank-${offer.id}`} onClick={() => useWindowStore.getState().open('bank')}>
            {t('offers.toBank')}
          </Button>
        )}
      </div>
      {shortfall.text ? (
        <span className="price-shortfall offers__shortfall" data-testid={`offer-shortfall-${offer.id}`}>
          {shortfall.text}
        </span>
      ) : null}
      {buy.error ? <OfferError error={buy.error} /> : null}
    </li>
  );
}

function OfferError({ error }: { error: unknown }) {
  const failureText = useFailureText();
  return <ShopFeedback note={null} noteTestId="offer-notice" error={failureText(error)} />;
}

/**
 * Offers (§3): the deals made to the player now, each with its time left, its price against the
 * shop's and its hero to choose; a new offer pops up once as a card on the road (`offer-popup.tsx`)
 * and marks the HUD's offers button until then, and the window marks what it shows seen.
 */
export default function OffersWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const offers = useOffers();
  const seen = useOfferSeen();
  const marked = useRef(new Set<string>());
  const [notice, setNotice] = useState<string | null>(null);
  const list = useMemo(() => offers.data?.offers ?? [], [offers.data]);
  useEffect(() => {
    for (const offer of list)
      if (!offer.seen && !marked.current.has(`${offer.id}:${offer.run}`)) {
        marked.current.add(`${offer.id}:${offer.run}`);
        seen.mutate(offer.id);
      }
  }, [list, seen]);
  return (
    <WindowFrame name="offers" title={t('offers.title')} onClose={onClose} className="window--shop">
      <div className="offers" data-testid="offers">
        {offers.isPending ? <p className="window__lead">{t('shop.loading')}</p> : null}
        {offers.isSuccess && list.length === 0 ? <p className="window__lead">{t('offers.none')}</p> : null}
        <ul className="offers__list">
          {list.map((offer) => (
            <OfferCard key={`${offer.id}:${offer.run}`} offer={offer} onBought={() => setNotice(t('offers.bought'))} />
          ))}
        </ul>
        <ShopFeedback note={notice} noteTestId="offer-notice" error={null} />
      </div>
    </WindowFrame>
  );
}
