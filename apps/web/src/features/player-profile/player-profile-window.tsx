import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hasModeratorAccess } from '@rol/rules/access-levels';
import { playerInfoQuery } from '../../api/player-info.ts';
import { creatureIcon } from '../../art/creature-icon.ts';
import { openClanPage } from '../../stores/clan-page-store.ts';
import { usePlayerProfileStore } from '../../stores/player-profile-store.ts';
import { openModeration } from '../../stores/staff-store.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { PlayerArenaBattles } from './player-arena-battles.tsx';
import { usePlayerProfile } from './player-profile-api.ts';
import './player-profile.css';
import { StaffMark } from '../../ui/staff-mark.tsx';

/** Another player's profile (§2): nickname, level, best stair, arena league, clan, online, the squad with looks and stats. */
export default function PlayerProfileWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const playerId = usePlayerProfileStore((s) => s.playerId);
  const profile = usePlayerProfile(playerId);
  const p = profile.data;
  const { data: info } = useQuery(playerInfoQuery);
  const staff = info ? hasModeratorAccess(info.player.accessLevel) : false;
  return (
    <WindowFrame name="player-profile" title={t('playerProfile.title')} onClose={onClose}>
      <div className="player-profile" data-testid="player-profile" data-player={playerId ?? ''}>
        <FormError text={profile.error ? failureText(profile.error) : null} />
        {p ? (
          <>
            <h3>
              <span data-testid="player-profile-nickname">{p.nickname}</span>
              <StaffMark level={p.staff} />
            </h3>
            <p>
              {t('playerProfile.level', { level: p.level })} ·{' '}
              {t('playerProfile.stair', { stair: p.bestVictoryStair })} ·{' '}
              {p.online ? t('playerProfile.online') : t('playerProfile.offline')}
            </p>
            <p data-testid="player-profile-arena">
              {p.arenaLeague && p.arenaPosition
                ? t('playerProfile.league', {
                    league: t(`arena.league.${p.arenaLeague}`),
                    position: p.arenaPosition,
                  })
                : t('playerProfile.noArena')}
            </p>
            <p data-testid="player-profile-clan" data-clan={p.clan?.id ?? ''}>
              {p.clan ? (
                <button
                  type="button"
                  className="player-profile__clan"
                  data-testid="player-profile-clan-open"
                  onClick={() => openClanPage(p.clan?.id ?? 0)}
                  title={t('clanVisit.open', { name: p.clan.name })}
                >
                  {t('playerProfile.clan', { name: p.clan.name, level: p.clan.level })}
                </button>
              ) : (
                t('playerProfile.noClan')
              )}
            </p>
            {staff && playerId !== null ? (
              <Button
                variant="stone"
                icon="checked-shield"
                data-testid="player-profile-moderate"
                onClick={() => openModeration({ id: playerId, nickname: p.nickname })}
              >
                {t('staff.moderate')}
              </Button>
            ) : null}
            <h4>{t('playerProfile.squad')}</h4>
            <ul className="player-profile__squad">
              {p.squad.map((h, i) => (
                <li key={i}>
                  <Icon name={creatureIcon(h)} size={32} />
                  <div>
                    <strong>
                      {h.warriorClass} {h.level}
                    </strong>{' '}
                    · {t('playerProfile.rank', { rank: h.rank })}
                    <div>
                      {t('playerProfile.stats', {
                        attack: Math.round(h.attack),
                        defence: Math.round(h.defence),
                        health: Math.round(h.health),
                      })}
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            {playerId !== null ? (
              <PlayerArenaBattles playerId={playerId} inArena={p.arenaPosition !== null} />
            ) : null}
          </>
        ) : null}
      </div>
    </WindowFrame>
  );
}
