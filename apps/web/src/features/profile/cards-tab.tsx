import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { cardCountsDto } from '@rol/protocol/hero-dto';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { CARD_TYPES } from '@rol/rules/heroes/cards';
import { codeText } from '../../api/error-text.ts';
import { creatureIcon } from '../../art/creature-icon.ts';
import { CARD_ART } from '../../art/item-art.ts';
import { FormError } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Medallion } from '../../ui/medallion.tsx';
import { useFailureText, useUiLang } from '../../ui/use-failure-text.ts';
import { useServerNow } from '../../ui/use-server-now.ts';
import { useHeroName } from '../../ui/use-hero-name.ts';
import type { useProfileCalls } from './profile-api.ts';
import { cardHeroes } from './profile-rules.ts';
import './card-tile.css';

/**
 * The profile's cards tab (§2, §4): how many of each card the player holds (cardState), what it does,
 * and the heroes it suits now (rules `suitableHeroes`), each with a use button.
 */
export function CardsTab({
  creatures,
  cardState,
  call,
}: {
  creatures: readonly CreatureDto[];
  cardState: z.infer<typeof cardCountsDto>;
  call: ReturnType<typeof useProfileCalls>['card'];
}) {
  const { t } = useTranslation();
  const lang = useUiLang();
  const failureText = useFailureText();
  const heroName = useHeroName();
  const now = useServerNow();
  return (
    <div className="profile-cards" data-testid="profile-cards">
      <p className="window__lead">{t('heroes.cards.lead')}</p>
      <FormError text={call.error ? failureText(call.error) : null} />
      {call.isSuccess ? <p className="form-note">{t('heroes.cards.used')}</p> : null}
      <ul className="card-list">
        {CARD_TYPES.map((card) => {
          const count = cardState[card] ?? 0;
          const heroes = cardHeroes(card, creatures, now);
          const art = CARD_ART[card];
          return (
            <li
              key={card}
              className={`card-tile${count > 0 ? '' : ' card-tile--none'}`}
              data-testid={`profile-card-${card}`}
              data-count={count}
            >
              <div className="card-tile__head">
                <span className="card-tile__art" style={{ color: art.color }}>
                  <Icon name={art.icon} size={34} />
                </span>
                <span className="card-tile__title">
                  <strong>{t(`names.card.${card}`)}</strong>
                  <span>{t(`heroes.cards.about.${card}`)}</span>
                </span>
                <span className="card-tile__count">{t('heroes.cards.count', { count })}</span>
              </div>
              {heroes.length === 0 ? (
                <p className="card-tile__none">{codeText('NO_SUITABLE_HEROES_FOR_CARD', lang)}</p>
              ) : (
                <div className="card-tile__heroes" aria-label={t('heroes.cards.suits')}>
                  {heroes.map((hero) => (
                    <button
                      key={hero.id}
                      type="button"
                      className="card-tile__hero"
                      data-testid={`profile-card-use-${card}-${hero.id}`}
                      disabled={count === 0 || call.isPending}
                      title={count === 0 ? t('heroes.cards.noCards') : undefined}
                      onClick={() => call.mutate({ card, creatureId: hero.id })}
                    >
                      <Medallion
                        icon={creatureIcon(hero)}
                        faction={hero.faction}
                        level={hero.level}
                        size={34}
                      />
                      <span>{heroName(hero)}</span>
                      <strong>{t('heroes.cards.use')}</strong>
                    </button>
                  ))}
                </div>
              )}
              {count === 0 && heroes.length > 0 ? (
                <p className="card-tile__none">{t('heroes.cards.noCards')}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
