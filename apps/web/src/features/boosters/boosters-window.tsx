import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoostersDto } from '@rol/protocol/booster-routes';
import { playerInfoQuery } from '../../api/player-info.ts';
import type { IconName } from '../../art/icons.ts';
import { durationText } from '../../numbers/duration-text.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { ShopPriceTag } from '../../ui/shop-price-tag.tsx';
import { ShopFeedback } from '../../ui/shop-feedback.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { useServerNow } from '../../ui/use-server-now.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { boosterChoice } from './booster-choice.ts';
import { useBoosterChange, useBoosters } from './boosters-api.ts';
import '../../ui/shop-window.css';
import './boosters.css';

type Offer = BoostersDto['boosters'][number];

const ART: Record<Offer['boosterId'], { icon: IconName; color: string }> = {
  experience: { icon: 'upgrade', color: '#7fd16b' },
  silver: { icon: 'star-medal', color: '#c9d1d9' },
  gold: { icon: 'star-medal', color: '#f2c14e' },
  platinum: { icon: 'star-medal', color: '#9fe3ff' },
};

/**
 * Boosters and sets: the experience booster (+100 % for 8 hours) and the silver, gold and platinum
 * sets with their effects, price and hours; what runs shows its time left, and each booster offers
 * what its slot allows now — activate, prolong (the same one) or replace (another set).
 */
export default function BoostersWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const boosters = useBoosters();
  const change = useBoosterChange();
  const { data: info } = useQuery(playerInfoQuery);
  const now = useServerNow();
  const [notice, setNotice] = useState<string | null>(null);
  const data = boosters.data;
  const error = boosters.error ?? change.error;

  return (
    <WindowFrame name="boosters" title={t('boosters.title')} onClose={onClose} className="window--shop">
      <div className="boosters" data-testid="boosters">
        <p className="window__lead">{t('boosters.lead')}</p>
        {!data ? (
          boosters.isPending ? <p className="window__lead">{t('shop.loading')}</p> : null
        ) : (
          <ul className="boosters__list">
            {data.boosters.map((offer) => {
              const { action, running } = boosterChoice(offer.boosterId, offer.slot, data.active, now);
              const mine = running?.boosterId === offer.boosterId ? running : null;
              const name = t(`boosters.name.${offer.boosterId}`);
              return (
                <li
                  key={offer.boosterId}
                  className={`boosters__item${mine ? ' boosters__item--active' : ''}`}
                  data-testid={`booster-${offer.boosterId}`}
                  data-active={mine ? '1' : '0'}
                >
                  <span className="item-plate boosters__art" style={{ color: ART[offer.boosterId].color }} aria-hidden="true">
                    <Icon name={ART[offer.boosterId].icon} size={34} />
                  </span>
                  <div className="boosters__text">
                    <strong>{name}</strong>
                    <span>{t('boosters.hours', { count: offer.hours })}</span>
                    <span>{effectsText(offer, (key, params) => t(key, params))}</span>
                    {mine ? (
                      <span className="boosters__left" data-testid={`booster-left-${offer.boosterId}`}>
                        {t('boosters.left', { time: durationText(mine.endsAt - now, t) })}
                      </span>
                    ) : null}
                  </div>
                  <Button
                    className="goods-row__button"
                    data-testid={`booster-${action}-${offer.boosterId}`}
                    disabled={change.isPending}
                    onClick={() => {
                      setNotice(null);
                      change.mutate(
                        { boosterId: offer.boosterId, action },
                        { onSuccess: () => setNotice(t(`boosters.done.${action}`, { name })) },
                      );
                    }}
                  >
                    {t(`boosters.action.${action}`)}
                    <ShopPriceTag price={offer.price} balances={info?.player} />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <ShopFeedback note={notice} noteTestId="booster-done" error={error ? failureText(error) : null} />
      </div>
    </WindowFrame>
  );
}

function effectsText(offer: Offer, t: (key: string, params: Record<string, number>) => string): string {
  const parts = [t('boosters.effect.experience', { percent: Math.round(offer.effects.experience * 100) })];
  if (offer.effects.healthPerLevel > 0)
    parts.push(t('boosters.effect.healthPerLevel', { percent: Math.round(offer.effects.healthPerLevel * 100) }));
  if (offer.effects.regeneration > 1) parts.push(t('boosters.effect.regeneration', { times: offer.effects.regeneration }));
  return parts.join(' · ');
}
