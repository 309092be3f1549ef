import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UNLOCKS } from '@rol/rules/unlocks';
import { playerInfoQuery } from '../../api/player-info.ts';
import { useClanPageStore } from '../../stores/clan-page-store.ts';
import { openPlayerProfile } from '../../stores/player-profile-store.ts';
import { useWindowStore, type WindowProps } from '../../stores/window-store.ts';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { useClanActions, useClanPage } from './clan-api.ts';
import './clan.css';

/**
 * Any clan's page (§2 "clan details", opened from a rating, a clan list or a player's profile): its
 * level and members, its about text and its members with their ranks. A player without a clan who may
 * join applies from here; a member of this clan opens their own clan window.
 */
export default function ClanPageWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const clanId = useClanPageStore((s) => s.clanId);
  const { data: info } = useQuery(playerInfoQuery);
  const page = useClanPage(clanId);
  const actions = useClanActions();
  const openWindow = useWindowStore((s) => s.open);
  const summary = page.summary;
  const members = page.members.data?.members ?? [];
  const player = info?.player;
  const mine = player !== undefined && player.clanId !== null && player.clanId === clanId;
  const mayApply = player !== undefined && player.clanId === null && player.level >= UNLOCKS.clanJoinLevel;
  const error = page.error ?? actions.apply.error;
  return (
    <WindowFrame name="clan-page" title={summary?.name ?? t('clanVisit.title')} onClose={onClose} className="window--clan">
      <div className="clan" data-testid="clan-page-window" data-clan={clanId ?? ''}>
        <section className="clan__panel">
          {summary ? (
            <p className="clan__stats" data-testid="clan-page-level" data-level={summary.level} data-members={summary.membersCurr}>
              {t('clanVisit.levelLine', { level: summary.level, members: summary.membersCurr, max: summary.membersMax })}
            </p>
          ) : page.members.isPending ? (
            <p className="window__lead">{t('clan.loading')}</p>
          ) : null}
          {page.about.data ? (
            <p className="clan__about" data-testid="clan-page-about">
              {page.about.data.about ?? t('clan.defaultAbout')}
            </p>
          ) : null}
          <div className="clan__buttons">
            {mine ? (
              <Button data-testid="clan-page-mine" icon="knight-banner" onClick={() => openWindow('clan')}>
                {t('clanVisit.openMine')}
              </Button>
            ) : null}
            {mayApply && clanId !== null ? (
              actions.apply.isSuccess ? (
                <span className="clan__note" data-testid="clan-page-applied">{t('clan.applied')}</span>
              ) : (
                <Button data-testid="clan-page-apply" disabled={actions.apply.isPending} onClick={() => actions.apply.mutate(clanId)}>
                  {t('clan.apply')}
                </Button>
              )
            ) : null}
          </div>
          <h3 className="clan__heading">{t('clanVisit.members', { count: members.length })}</h3>
          <ul className="clan__list" data-testid="clan-page-members">
            {members.map((m) => (
              <li key={m.playerId} className="clan__row" data-testid={`clan-page-member-${m.playerId}`} data-role={m.role}>
                <button type="button" className="clan__name-link" onClick={() => openPlayerProfile(m.playerId)}>
                  {m.nickname}
                </button>
                <span>
                  {t('clan.memberLevel', { level: m.level })} · {t(`clan.role.${m.role}`)}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <FormError text={error ? failureText(error) : null} />
      </div>
    </WindowFrame>
  );
}
