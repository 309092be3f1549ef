import { useTranslation } from 'react-i18next';
import type { ForceDto } from '@rol/protocol/hero-dto';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { durationText } from '../../numbers/duration-text.ts';
import { amountsText } from '../../ui/amounts-text.ts';
import { Button } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import type { HeroCalls } from './hero-api.ts';
import { forceAction, type ForceTab, forcesByTab } from './hero-rules.ts';
import { useShortfall } from '../../ui/use-shortfall.ts';

function RankPips({ rank, max }: { rank: number; max: number }) {
  return (
    <span className="force__pips" aria-hidden="true">
      {Array.from({ length: Math.min(15, max) }, (_, i) => (
        <span key={i} className={i < rank ? 'force__pip force__pip--on' : 'force__pip'} />
      ))}
    </span>
  );
}

function ForceRow({ force, calls }: { force: ForceDto; calls: HeroCalls }) {
  const { t } = useTranslation();
  const action = forceAction(force);
  const shortfall = useShortfall(action && !force.blocked ? force.next?.cost : null);
  const name = t(`heroes.forceName.${force.forceId}`, { defaultValue: force.forceId });
  const note = force.blocked
    ? t(`heroes.hero.force.blocked.${force.blocked}`, { rank: force.learnRank })
    : force.next
      ? t('heroes.hero.force.next', {
          cost: amountsText(force.next.cost, t),
          time: durationText(force.next.seconds * 1000, t),
        })
      : null;
  return (
    <li
      className={`force${force.rank > 0 ? ' force--studied' : ''}${force.blocked === 'INCOMPATIBLE_FORCE' ? ' force--locked' : ''}`}
      data-testid={`force-${force.forceId}`}
      data-rank={force.rank}
      data-max-rank={force.maxRank}
      data-blocked={force.blocked ?? ''}
    >
      <span className="force__icon">
        <Icon name={force.blocked === 'INCOMPATIBLE_FORCE' ? 'padlock' : 'spell-book'} size={24} />
      </span>
      <div className="force__who">
        <strong className="force__name">{name}</strong>
        <span className="force__rank">
          {t('heroes.hero.force.rank', { rank: force.rank, max: force.maxRank })}{' '}
          <RankPips rank={force.rank} max={force.maxRank} />
        </span>
        <span className="force__learn">{t('heroes.hero.force.learnRank', { rank: force.learnRank })}</span>
        {note ? (
          <span
            className={`force__note${force.blocked ? ` force__note--${force.blocked.toLowerCase()}` : ''}`}
          >
            {note}
          </span>
        ) : null}
        {action && shortfall.text ? (
          <span className="price-shortfall" data-testid={`force-shortfall-${force.forceId}`}>
            {shortfall.text}
          </span>
        ) : null}
      </div>
      {action ? (
        <Button
          variant={action === 'study' ? 'gold' : 'stone'}
          className="force__button"
          data-testid={`force-upgrade-${force.forceId}`}
          data-payable={shortfall.payable ? '1' : '0'}
          disabled={calls.force.isPending || !shortfall.payable}
          onClick={() => calls.force.mutate(force.forceId)}
        >
          {t(`heroes.hero.force.${action}`)}
        </Button>
      ) : null}
    </li>
  );
}

/** One forces tab of the hero page: the studied forces or those still to study (§4). */
export function HeroForces({
  creature,
  tab,
  calls,
}: {
  creature: CreatureDto;
  tab: ForceTab;
  calls: HeroCalls;
}) {
  const { t } = useTranslation();
  const forces = forcesByTab(creature.forcesV2)[tab];
  if (forces.length === 0) {
    return (
      <p className="hero-section__empty">
        {t(tab === 'studied' ? 'heroes.hero.force.emptyStudied' : 'heroes.hero.force.emptyToStudy')}
      </p>
    );
  }
  return (
    <ul className="forces" data-testid={`hero-forces-${tab}`}>
      {forces.map((force) => (
        <ForceRow key={force.forceId} force={force} calls={calls} />
      ))}
    </ul>
  );
}
