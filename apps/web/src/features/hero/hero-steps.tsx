import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { playerInfoQuery } from '../../api/player-info.ts';
import { CARD_ART } from '../../art/item-art.ts';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { durationText } from '../../numbers/duration-text.ts';
import { Button } from '../../ui/form-controls.tsx';
import { resourceAmountText } from '../../ui/amounts-text.ts';
import { Icon } from '../../ui/icon.tsx';
import type { HeroCalls } from './hero-api.ts';
import { finishingCards, liveSpeedUpPrice, runningSteps } from './hero-rules.ts';
import { shortfallLine } from '../../ui/use-shortfall.ts';

/**
 * The hero's running force and rank steps (§4), each with a live countdown from the server's clock
 * and a speed-up for gems whose price falls with the time left.
 */
export function HeroSteps({
  creature,
  now,
  calls,
}: {
  creature: CreatureDto;
  now: number;
  calls: HeroCalls;
}) {
  const { t } = useTranslation();
  const steps = runningSteps(creature.steps, now);
  const { data: info } = useQuery(playerInfoQuery);
  const cards = steps.length > 0 ? finishingCards(creature, info?.cardState ?? {}) : [];
  return (
    <section className="hero-steps" data-testid="hero-steps" data-count={steps.length}>
      <h3 className="hero-section__title">{t('heroes.hero.steps.heading')}</h3>
      {steps.length === 0 ? <p className="hero-section__empty">{t('heroes.hero.steps.none')}</p> : null}
      <ul className="hero-steps__list">
        {steps.map((step) => {
          const price = liveSpeedUpPrice(step, now);
          const missing = info ? shortfallLine({ MITHRIL: price }, info.player, t) : null;
          const total = Math.max(1, step.doneAt - step.startedAt);
          const share = Math.max(0, Math.min(100, ((now - step.startedAt) / total) * 100));
          const what =
            step.kind === 'rank'
              ? t('heroes.hero.steps.rank', { rank: step.toRank })
              : t('heroes.hero.steps.force', {
                  force: t(`heroes.forceName.${step.forceId ?? ''}`, { defaultValue: step.forceId ?? '' }),
                  rank: step.toRank,
                });
          return (
            <li
              key={step.id}
              className="hero-step"
              data-testid={`hero-step-${step.id}`}
              data-kind={step.kind}
              data-force={step.forceId ?? ''}
              data-done-at={step.doneAt}
            >
              <div className="hero-step__what">
                <strong>{what}</strong>
                <span className="hero-step__left" data-testid={`hero-step-left-${step.id}`}>
                  {t('heroes.hero.steps.left', { time: durationText(step.doneAt - now, t) })}
                </span>
                <span className="hero-step__bar" aria-hidden="true">
                  <span style={{ width: `${share}%` }} />
                </span>
              </div>
              <Button
                variant="gold"
                icon="fast-forward-button"
                className="hero-step__speedup"
                data-testid={`hero-speedup-${step.id}`}
                data-price={price}
                aria-label={t('heroes.hero.steps.speedUpLabel', {
                  price: resourceAmountText('MITHRIL', price, t),
                })}
                data-payable={missing ? '0' : '1'}
                title={missing ?? undefined}
                disabled={calls.speedUp.isPending || price <= 0 || missing !== null}
                onClick={() => calls.speedUp.mutate(step.id)}
              >
                {t('heroes.hero.steps.speedUp', { price })}{' '}
                <Icon name="emerald" size={16} className="hero-gem" />
              </Button>
              {missing ? (
                <span className="price-shortfall" data-testid={`hero-speedup-shortfall-${step.id}`}>
                  {missing}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {cards.length > 0 ? (
        <div className="hero-steps__cards" data-testid="hero-finish-cards">
          <span>{t('heroes.hero.steps.finishWith')}</span>
          {cards.map(({ card, count }) => (
            <button
              key={card}
              type="button"
              className="hero-steps__card"
              data-testid={`hero-card-${card}`}
              disabled={calls.card.isPending}
              onClick={() => calls.card.mutate(card)}
            >
              <Icon name={CARD_ART[card].icon} size={18} />
              {t(`names.card.${card}`)} × {count}
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
