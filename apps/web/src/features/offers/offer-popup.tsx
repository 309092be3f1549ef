import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { OfferDto } from '@rol/protocol/offer-dto';
import { playerInfoQuery } from '../../api/player-info.ts';
import { durationText } from '../../numbers/duration-text.ts';
import { useGameStore } from '../../stores/game-store.ts';
import { hudLayoutStore } from '../../stores/hud-layout-store.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { PriceTag } from '../../ui/price-tag.tsx';
import { useServerNow } from '../../ui/use-server-now.ts';
import { useOfferSeen } from './offers-api.ts';
import { calmForPopup, discountPercent, offerKey, POPUP_CALM_MS, POPUP_SHOW_MS, popupOffer } from './offer-popup-rules.ts';
import { offerPopupStore } from './offer-popup-store.ts';
import './offer-popup.css';

/** The card's deal in a few words: the discount and the price, or the emeralds' multiplier. */
function OfferDeal({ offer }: { offer: OfferDto }) {
  const { t } = useTranslation();
  const discount = discountPercent(offer);
  if (offer.gemsMultiplier !== null) return <span className="offer-popup__deal">{t('offers.popup.multiplier', { multiplier: offer.gemsMultiplier })}</span>;
  return (
    <span className="offer-popup__deal">
      {discount !== null ? <span data-testid="offer-popup-discount">{t('offers.popup.discount', { percent: discount })}</span> : null}
      {offer.price ? <PriceTag price={offer.price} size={14} /> : null}
    </span>
  );
}

/** The card itself: what the offer is, its deal and its time left, "Look" and a close cross. */
export function OfferPopupCard({ offer, now, bottom, onLook, onClose }: { offer: OfferDto; now: number; bottom: number; onLook: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <aside className="offer-popup" role="status" aria-label={t('offers.popup.new')} data-testid="offer-popup" data-offer={offer.id} style={{ bottom }}>
      <Icon name="star-formation" size={26} />
      <div className="offer-popup__body">
        <span className="offer-popup__new">{t('offers.popup.new')}</span>
        <strong className="offer-popup__title">{t(`offers.kind.${offer.kind}`)}</strong>
        <span className="offer-popup__line">
          <OfferDeal offer={offer} />
          <span className="offer-popup__time">{t('offers.endsIn', { time: durationText(offer.endsAt - now, t) })}</span>
        </span>
      </div>
      <Button data-testid="offer-popup-look" onClick={onLook}>
        {t('offers.popup.look')}
      </Button>
      <button type="button" className="offer-popup__close" data-testid="offer-popup-close" aria-label={t('common.close')} title={t('common.close')} onClick={onClose}>
        <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M3 3 13 13 M13 3 3 13" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}

/**
 * A new offer's pop-up (docs/economy.md, "Offers"): once the road has been calm for a moment (no
 * window, no battle, no guide), a small card slides in just above the HUD's bottom rows, names the
 * offer and marks it seen, so it pops up once on any device; it leaves by itself after a few
 * seconds, at the cross, or for the offers window ("Look"), and the next new offer waits its turn.
 */
export default function OfferPopup() {
  const { data: info } = useQuery(playerInfoQuery);
  const scene = useGameStore((s) => s.activeScene);
  const windowsOpen = useWindowStore((s) => s.stack.length);
  const bottomRows = hudLayoutStore((s) => s.bottomRows);
  const shown = offerPopupStore((s) => s.shown);
  const keys = offerPopupStore((s) => s.keys);
  const now = useServerNow();
  const seen = useOfferSeen();
  const markSeen = seen.mutate;
  const player = info?.player ?? null;
  const calm =
    player !== null &&
    bottomRows > 0 &&
    calmForPopup({ scene, windowsOpen, banned: player.ban !== null, tutorialFinished: player.tutorial.finished });
  const next = player && calm && shown === null ? popupOffer(player.offers, keys) : null;
  const nextKey = next ? offerKey(next) : null;

  useEffect(() => {
    if (!nextKey) return;
    const timer = setTimeout(() => {
      const offer = player ? popupOffer(player.offers, offerPopupStore.getState().keys) : null;
      if (offer && offerKey(offer) === nextKey) offerPopupStore.getState().present(offer, markSeen);
    }, POPUP_CALM_MS);
    return () => clearTimeout(timer);
  }, [nextKey, player, markSeen]);

  // Leaving the road (a battle, a page) takes the card away: it does not come back with the road.
  useEffect(() => () => offerPopupStore.getState().hide(), []);

  // It leaves by itself, and at once when the moment stops being calm (a window, a battle).
  useEffect(() => {
    if (!shown) return;
    if (!calm) {
      offerPopupStore.getState().hide();
      return;
    }
    const timer = setTimeout(() => offerPopupStore.getState().hide(), POPUP_SHOW_MS);
    return () => clearTimeout(timer);
  }, [shown, calm]);

  if (!shown || !calm) return null;
  return (
    <OfferPopupCard
      offer={shown}
      now={now}
      bottom={bottomRows + 8}
      onLook={() => offerPopupStore.getState().look()}
      onClose={() => offerPopupStore.getState().hide()}
    />
  );
}
