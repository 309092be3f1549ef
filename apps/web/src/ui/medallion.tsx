import type { Faction } from '@rol/rules/content/factions';
import type { IconName } from '../art/icons.ts';
import { Icon } from './icon.tsx';
import './count-badge.css';
import './medallion.css';

/**
 * A hero medallion in the page (docs/architecture.md, "Art and sound"), the DOM twin of the canvas one: a disc coloured by
 * faction, the class or hero drawing, a gold ring, rank stars above and the level in a badge.
 */
export function Medallion({
  icon,
  faction,
  size = 64,
  level,
  rank,
  className,
}: {
  icon: IconName;
  faction: Faction;
  size?: number;
  level?: number;
  rank?: number;
  className?: string;
}) {
  const stars = Math.max(0, Math.min(8, rank ?? 0));
  return (
    <span
      className={`medallion medallion--${faction}${className ? ` ${className}` : ''}`}
      style={{ width: size, height: size }}
      data-faction={faction}
    >
      <Icon name={icon} size={Math.round(size * 0.6)} className="medallion__icon" />
      {stars > 0 ? (
        <span className="medallion__stars" aria-hidden="true">
          {'★'.repeat(stars)}
        </span>
      ) : null}
      {level !== undefined ? <span className="count-badge medallion__level">{level}</span> : null}
    </span>
  );
}
