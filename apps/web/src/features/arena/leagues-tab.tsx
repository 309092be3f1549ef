import { useTranslation } from 'react-i18next';
import type { ArenaInfoDto } from '@rol/protocol/arena-routes';

/** The nine leagues, best first, with their seats and rewards; the player's own marked. */
export function LeaguesTab({ info }: { info: ArenaInfoDto }) {
  const { t } = useTranslation();
  return (
    <ul className="arena__list" data-testid="arena-leagues">
      {info.leagues.map((l) => (
        <li
          key={l.league}
          className={`arena__row${info.standing?.league === l.league ? ' arena__row--mine' : ''}`}
          data-testid={`arena-league-${l.league}`}
        >
          <div
            className={`arena__emblem arena__emblem--small arena__emblem--${l.league}`}
            aria-hidden="true"
          />
          <div>
            <strong>{t(`arena.league.${l.league}`)}</strong>{' '}
            <span>
              {l.lastPosition === null
                ? t('arena.bandOpen', { from: l.firstPosition })
                : t('arena.band', { from: l.firstPosition, to: l.lastPosition })}
            </span>
            <div>{t('arena.dailyReward', l.dailyReward)}</div>
            <div>{t('arena.winGold', { gold: l.winGold })}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}
