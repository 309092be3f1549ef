import { useTranslation } from 'react-i18next';
import type { CreatureDto } from '@rol/protocol/player-dto';
import type { IconName } from '../../art/icons.ts';
import { abbreviateNumber } from '../../numbers/abbreviate-number.ts';
import { Icon } from '../../ui/icon.tsx';

function Stat({
  id,
  icon,
  label,
  value,
  text,
  max,
}: {
  id: string;
  icon: IconName;
  label: string;
  value: number;
  text?: string;
  max?: number;
}) {
  return (
    <li
      className={`hero-stat hero-stat--${id}`}
      data-testid={`hero-${id}`}
      data-value={value}
      data-max={max}
      title={`${label}: ${text ?? value}`}
    >
      <Icon name={icon} size={18} />
      <span className="hero-stat__label">{label}</span>
      <strong className="hero-stat__value">{text ?? abbreviateNumber(value)}</strong>
    </li>
  );
}

/** The hero page's stats (§3): attack, defence, health of max health, level, rank of the cap, and the bonus of reforges and exchanges. */
export function HeroStats({ creature }: { creature: CreatureDto }) {
  const { t } = useTranslation();
  const { bonus } = creature;
  const hasBonus = bonus.attack + bonus.defence + bonus.health > 0;
  return (
    <ul className="hero-stats" aria-label={t('heroes.hero.stats.label')}>
      <Stat
        id="attack"
        icon="broadsword"
        label={t('heroes.hero.stats.attack')}
        value={Math.round(creature.attack)}
      />
      <Stat
        id="defence"
        icon="checked-shield"
        label={t('heroes.hero.stats.defence')}
        value={Math.round(creature.defence)}
      />
      <Stat
        id="health"
        icon="heart-plus"
        label={t('heroes.hero.stats.health')}
        value={Math.floor(creature.health)}
        max={Math.round(creature.maxHealth)}
        text={`${abbreviateNumber(Math.floor(creature.health))}/${abbreviateNumber(Math.round(creature.maxHealth))}`}
      />
      <Stat id="level" icon="laurels" label={t('heroes.hero.stats.level')} value={creature.level} />
      <Stat
        id="rank"
        icon="star-medal"
        label={t('heroes.hero.stats.rank')}
        value={creature.rank}
        max={creature.rankCap}
        text={`${creature.rank}/${creature.rankCap}`}
      />
      {hasBonus ? (
        <Stat
          id="bonus"
          icon="sparkles"
          label={t('heroes.hero.stats.bonus')}
          value={bonus.attack + bonus.defence + bonus.health}
          text={t('heroes.hero.stats.bonusValue', {
            attack: Math.round(bonus.attack),
            defence: Math.round(bonus.defence),
            health: Math.round(bonus.health),
          })}
        />
      ) : null}
    </ul>
  );
}
