import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffPlayerDto } from '@rol/protocol/staff-dto';
import { BAN_DURATIONS, BAN_REASONS, BAN_SCOPES } from '@rol/rules/staff/ban-terms';
import { mayActOn, mayChangeRole } from '@rol/rules/staff/staff-permissions';
import type { AccessLevel } from '@rol/rules/access-levels';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { useFailureText, useUiLang } from '../../ui/use-failure-text.ts';
import { enterAsPlayer, useStaffAction, useStaffPlayer } from './moderation-api.ts';

/** A found player: who they are, their bans, the ban form, unban, login-as and role changes. */
export function PlayerCard({ id, myLevel, myId }: { id: number; myLevel: AccessLevel; myId: number }) {
  const { t } = useTranslation();
  const lang = useUiLang();
  const failureText = useFailureText();
  const page = useStaffPlayer(id);
  const action = useStaffAction();
  const [scope, setScope] = useState<string>('GAME');
  const [reason, setReason] = useState<string>('FLOOD');
  const [duration, setDuration] = useState<string>('1h');
  const [enterError, setEnterError] = useState<unknown>(null);
  if (page.error) return <FormError text={failureText(page.error)} />;
  if (!page.data) return <p className="staff-note">…</p>;
  const player: StaffPlayerDto = page.data.player;
  const when = (ms: number) => new Date(ms).toLocaleString(lang);
  const touchable = player.id !== myId && mayActOn(myLevel, player.accessLevel);
  const bans = BAN_SCOPES.flatMap((s) => {
    const ban = player.bans[s];
    return ban ? [{ scope: s, ...ban }] : [];
  });
  return (
    <div className="staff-card" data-testid="staff-player-card" data-player-id={player.id}>
      <h3 className="staff-card__name">
        {player.nickname} <span className="staff-note">#{player.id}</span>
      </h3>
      <p className="staff-note">
        {t(`staff.access.${player.accessLevel}`)} · {t('staff.level', { level: player.level, stair: player.stair })} ·{' '}
        {player.registered ? t('staff.registered') : t('staff.guest')}
      </p>
      {bans.length === 0 ? <p className="staff-note" data-testid="staff-no-bans">{t('staff.notBanned')}</p> : null}
      {bans.map((ban) => (
        <div key={ban.scope} className="staff-row" data-testid={`staff-ban-${ban.scope}`}>
          <span>
            {t('staff.bannedUntil', {
              scope: t(`staff.scope.${ban.scope}`),
              reason: t(`staff.reason.${ban.reason}`, { defaultValue: ban.reason }),
              until: when(ban.until),
            })}
          </span>
          {touchable ? (
            <Button
              variant="stone"
              data-testid={`staff-unban-${ban.scope}`}
              disabled={action.isPending}
              onClick={() => action.mutate({ kind: 'unban', id: player.id, scope: ban.scope })}
            >
              {t('staff.unban')}
            </Button>
          ) : null}
        </div>
      ))}
      {touchable ? (
        <div className="staff-ban-form">
          <label>
            {t('staff.banScope')}
            <select data-testid="staff-ban-scope" value={scope} onChange={(e) => setScope(e.target.value)}>
              {BAN_SCOPES.map((s) => (
                <option key={s} value={s}>{t(`staff.scope.${s}`)}</option>
              ))}
            </select>
          </label>
          <label>
            {t('staff.banReason')}
            <select data-testid="staff-ban-reason" value={reason} onChange={(e) => setReason(e.target.value)}>
              {BAN_REASONS.map((r) => (
                <option key={r} value={r}>{t(`staff.reason.${r}`)}</option>
              ))}
            </select>
          </label>
          <label>
            {t('staff.banDuration')}
            <select data-testid="staff-ban-duration" value={duration} onChange={(e) => setDuration(e.target.value)}>
              {BAN_DURATIONS.map((d) => (
                <option key={d} value={d}>{t(`staff.duration.${d}`)}</option>
              ))}
            </select>
          </label>
          <Button
            variant="danger"
            data-testid="staff-ban"
            disabled={action.isPending}
            onClick={() => action.mutate({ kind: 'ban', id: player.id, scope, reason, duration })}
          >
            {t('staff.ban')}
          </Button>
        </div>
      ) : null}
      {action.error ? <FormError text={failureText(action.error)} /> : null}
      <div className="staff-row">
        {touchable ? (
          <Button
            variant="stone"
            data-testid="staff-enter"
            onClick={() => enterAsPlayer(player.id).catch((error: unknown) => setEnterError(error))}
          >
            {t('staff.enter')}
          </Button>
        ) : null}
        {mayChangeRole(myLevel, player.accessLevel, 'MODERATOR') && player.accessLevel !== 'MODERATOR' ? (
          <Button variant="stone" data-testid="staff-promote" onClick={() => action.mutate({ kind: 'role', id: player.id, level: 'MODERATOR' })}>
            {t('staff.promote')}
          </Button>
        ) : null}
        {mayChangeRole(myLevel, player.accessLevel, 'PLAYER') && player.accessLevel === 'MODERATOR' ? (
          <Button variant="stone" data-testid="staff-demote" onClick={() => action.mutate({ kind: 'role', id: player.id, level: 'PLAYER' })}>
            {t('staff.demote')}
          </Button>
        ) : null}
      </div>
      {enterError ? <FormError text={failureText(enterError)} /> : null}
      {page.data.bans.length > 0 ? (
        <>
          <h4>{t('staff.history')}</h4>
          <ul className="staff-list" data-testid="staff-ban-history">
            {page.data.bans.map((ban) => (
              <li key={ban.id}>
                {when(ban.createdAt)} · {t(`staff.scope.${ban.scope}`)} · {t(`staff.reason.${ban.reason}`)} ·{' '}
                {t(`staff.duration.${ban.duration}`, { defaultValue: ban.duration })} · {ban.byNickname ?? `#${ban.byId}`}
                {ban.liftedAt !== null ? ` · ${t('staff.lifted')}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
