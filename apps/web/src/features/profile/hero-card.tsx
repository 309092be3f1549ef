import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { creatureIcon } from '../../art/creature-icon.ts';
import { Medallion } from '../../ui/medallion.tsx';
import { useHeroName } from '../../ui/use-hero-name.ts';
import './hero-card.css';

/** Rank stars: filled up to the rank, hollow up to the cap. */
export function RankStars({ rank, cap }: { rank: number; cap: number }) {
  const shown = Math.max(rank, cap);
  return (
    <span className="rank-stars" aria-hidden="true">
      {Array.from({ length: Math.min(10, shown) }, (_, i) => (
        <span key={i} className={i < rank ? 'rank-stars__on' : 'rank-stars__off'}>
          ★
        </span>
      ))}
    </span>
  );
}

export function HealthBar({ health, max }: { health: number; max: number }) {
  const share = max > 0 ? Math.max(0, Math.min(100, (health / max) * 100)) : 0;
  return (
    <span className="hero-health" aria-hidden="true">
      <span className="hero-health__fill" style={{ width: `${share}%` }} />
      <span className="hero-health__text">
        {Math.floor(health)} / {Math.round(max)}
      </span>
    </span>
  );
}

/**
 * One hero of the profile's heroes tab (§2): the medallion (class icon, faction colour, level), its
 * name and class, rank stars against the cap and health; `actions` on the right, or the whole card as
 * a toggle in the group upgrade and exchange modes (`onPick`).
 */
export function HeroCard({
  creature,
  actions,
  onPick,
  picked = false,
  badge,
  disabledNote,
}: {
  creature: CreatureDto;
  actions?: ReactNode;
  onPick?: () => void;
  picked?: boolean;
  badge?: ReactNode;
  disabledNote?: string | null;
}) {
  const { t } = useTranslation();
  const name = useHeroName()(creature);
  const label = t('heroes.profile.hero', {
    name,
    level: creature.level,
    rank: creature.rank,
    cap: creature.rankCap,
    health: Math.floor(creature.health),
    max: Math.round(creature.maxHealth),
  });
  const body = (
    <>
      <Medallion icon={creatureIcon(creature)} faction={creature.faction} level={creature.level} size={56} />
      <span className="hero-card__who">
        <span className="hero-card__name">{name}</span>
        <span className="hero-card__class">
          {t(`names.warriorClass.${creature.warriorClass}`, { defaultValue: creature.warriorClass })} ·{' '}
          {t(`names.faction.${creature.faction}`)}
        </span>
        <RankStars rank={creature.rank} cap={creature.rankCap} />
        <HealthBar health={creature.health} max={creature.maxHealth} />
        {disabledNote ? <span className="hero-card__note">{disabledNote}</span> : null}
      </span>
      {badge ? <span className="hero-card__badge">{badge}</span> : null}
    </>
  );
  const data = {
    'data-testid': `profile-hero-${creature.id}`,
    'data-in-squad': creature.inSquad ? '1' : '0',
    'data-level': creature.level,
    'data-rank': creature.rank,
  };
  if (onPick) {
    return (
      <li
        className={`hero-card hero-card--pick hero-card--${creature.faction}${picked ? ' hero-card--picked' : ''}`}
        {...data}
      >
        <button
          type="button"
          className="hero-card__pick"
          aria-pressed={picked}
          aria-label={label}
          disabled={Boolean(disabledNote) && !picked}
          data-testid={`profile-pick-${creature.id}`}
          onClick={onPick}
        >
          {body}
        </button>
      </li>
    );
  }
  return (
    <li
      className={`hero-card hero-card--${creature.faction}${creature.inSquad ? ' hero-card--squad' : ''}`}
      aria-label={label}
      {...data}
    >
      {body}
      <span className="hero-card__actions">{actions}</span>
    </li>
  );
}
