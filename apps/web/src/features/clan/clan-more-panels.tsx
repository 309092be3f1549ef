import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClanDto } from '@rol/protocol/clan-dto';
import { RAID_DIFFICULTIES } from '@rol/rules/clans/clan-raids';
import { Button, FormError, TextField } from '../../ui/form-controls.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { BuildButton, costText } from './clan-panels.tsx';
import { useClanLog, useRaid, useRaidAttack, useRaidOptions, useRating, useRecruits, type ClanActions } from './clan-api.ts';
import { ClanLink } from './clan-link.tsx';

/** Recruiting: applicants to accept or refuse, players wanting any clan to invite, invite by id. */
export function RecruitPanel({ clan, actions }: { clan: ClanDto; actions: ClanActions }) {
  const { t } = useTranslation();
  const recruits = useRecruits();
  const [playerId, setPlayerId] = useState('');
  const canInvite = clan.myActions.includes('INVITE');
  const row = (p: { playerId: number; nickname: string; level: number }, applicant: boolean) => (
    <li key={p.playerId} className="clan__row" data-testid={`clan-recruit-${p.playerId}`}>
      <span>{`${p.nickname} · ${t('clan.memberLevel', { level: p.level })}`}</span>
      {canInvite ? (
        <span className="clan__row-buttons">
          <Button data-testid={`clan-recruit-accept-${p.playerId}`} onClick={() => actions.invite.mutate(p.playerId)}>{applicant ? t('clan.accept') : t('clan.invite')}</Button>
          {applicant ? <Button variant="stone" onClick={() => actions.reject.mutate(p.playerId)}>{t('clan.reject')}</Button> : null}
        </span>
      ) : null}
    </li>
  );
  return (
    <section className="clan__panel" data-testid="clan-recruit">
      {canInvite ? (
        <form
          className="clan__create"
          onSubmit={(event) => {
            event.preventDefault();
            if (playerId.trim() !== '') actions.inviteByName.mutate(playerId.trim());
          }}
        >
          <TextField label={t('clan.invitePlayerName')} autoComplete="off" value={playerId} onChange={(e) => setPlayerId(e.target.value)} data-testid="clan-invite-id" />
          <Button type="submit" data-testid="clan-invite">{t('clan.invite')}</Button>
        </form>
      ) : null}
      <h3 className="clan__heading">{t('clan.applicants')}</h3>
      <ul className="clan__list">{(recruits.data?.applicants ?? []).map((p) => row(p, true))}</ul>
      <h3 className="clan__heading">{t('clan.seekers')}</h3>
      <ul className="clan__list">{(recruits.data?.seekers ?? []).map((p) => row(p, false))}</ul>
    </section>
  );
}

export function RaidPanel({ clan, actions, onBattle }: { clan: ClanDto; actions: ClanActions; onBattle: () => void }) {
  const { t, i18n } = useTranslation();
  const raid = useRaid();
  const options = useRaidOptions();
  const may = (a: string) => clan.myActions.includes(a as never);
  const attack = useRaidAttack(onBattle);
  const failureText = useFailureText();
  const r = raid.data;
  return (
    <section className="clan__panel" data-testid="clan-raid" data-state={r?.state}>
      {r ? (
        <p className="window__lead">
          {t(`clan.raidState.${r.state}`)} · {t('clan.boss', { health: r.bossHealth, max: r.bossMaxHealth })}
        </p>
      ) : null}
      <p className="window__lead">{t('clan.raidLead')}</p>
      {r?.state === 'IN_RAID' && !r.over ? (
        <div className="clan__buttons">
          <Button data-testid="clan-raid-attack" disabled={attack.isPending} onClick={() => attack.mutate()}>
            {t('clan.raidAttack')}
          </Button>
        </div>
      ) : null}
      <FormError text={attack.error ? failureText(attack.error) : null} />
      {r?.myReward ? (
        <div className="clan__buttons">
          <span data-testid="clan-raid-reward">{t('clan.raidReward', r.myReward)}</span>
          <Button variant="gold" onClick={() => actions.raidReward.mutate(undefined)}>
            {t('clan.raidRewardTake')}
          </Button>
        </div>
      ) : null}
      {r && r.damage.length > 0 ? (
        <>
          <h3 className="clan__heading">{t('clan.raidDamage')}</h3>
          <ul className="clan__list" data-testid="clan-raid-damage">
            {r.damage.map((d) => (
              <li key={d.playerId}>{t('clan.raidDamageRow', { ...d, count: d.battles })}</li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="clan__buttons">
        {RAID_DIFFICULTIES.map((d) => (
          <Button key={d} variant={clan.raidDifficulty === d ? 'gold' : 'stone'} disabled={!may('CHANGE_RAID_DIFFICULTY')} onClick={() => actions.difficulty.mutate(d)}>
            {t(`clan.difficulty.${d}`)}
            {` (${costText(t, options.data?.options.find((o) => o.difficulty === d)?.startCost ?? {}, i18n.language)})`}
          </Button>
        ))}
      </div>
      <div className="clan__buttons">
        {r?.state === 'RAID_AVAILABLE' && may('START_RAID') ? (
          <BuildButton
            testId="clan-raid-start"
            clan={clan}
            cost={options.data?.options.find((o) => o.difficulty === clan.raidDifficulty)?.startCost ?? {}}
            pending={actions.raidStart.isPending}
            onBuild={() => actions.raidStart.mutate(undefined)}
          >
            {t('clan.raidStart')}
          </BuildButton>
        ) : null}
        {r?.state === 'IN_RAID' && may('END_RAID') ? (
          <Button variant="stone" onClick={() => actions.raidEnd.mutate(!r.over)}>{r.over ? t('clan.raidEnd') : t('clan.raidReset')}</Button>
        ) : null}
        {r?.state === 'RAID_WAITING' && may('SPEEDUP_RAID') ? (
          <Button variant="stone" onClick={() => actions.raidSpeedup.mutate(undefined)}>{t('clan.speedup', { gems: r.speedupGems })}</Button>
        ) : null}
      </div>
    </section>
  );
}

export function HistoryPanel({ clanId }: { clanId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const log = useClanLog(clanId, page);
  const total = log.data?.total ?? 0;
  return (
    <section className="clan__panel" data-testid="clan-history">
      <ul className="clan__list">
        {(log.data?.entries ?? []).map((e) => (
          <li key={e.id} className="clan__row" data-event={e.event}>
            <span>
              {new Date(e.time).toLocaleString()} · {t(`clan.event.${e.event}`, { actor: e.actorName ?? '', target: e.targetName ?? '' })}
            </span>
          </li>
        ))}
      </ul>
      <div className="clan__buttons">
        <Button variant="stone" disabled={page === 0} onClick={() => setPage(page - 1)}>{t('clan.newer')}</Button>
        <Button variant="stone" disabled={(page + 1) * 20 >= total} onClick={() => setPage(page + 1)}>{t('clan.older')}</Button>
      </div>
    </section>
  );
}

/** The clans by level; an administrator may rename each (the clan name overlay). */
export function RatingPanel({ myClanId, onRename }: { myClanId: number; onRename: ((clan: { id: number; name: string }) => void) | null }) {
  const { t } = useTranslation();
  const rating = useRating();
  return (
    <section className="clan__panel" data-testid="clan-rating">
      <p className="window__lead">{t('clan.myPosition', { position: rating.data?.myPosition ?? '—', total: rating.data?.clansTotal ?? 0 })}</p>
      <ol className="clan__list">
        {(rating.data?.positions ?? []).map((c) => (
          <li key={c.id} className={`clan__row${c.id === myClanId ? ' clan__row--mine' : ''}`}>
            <ClanLink clanId={c.id} name={c.name} text={`${c.positionNumber}. ${t('clan.summary', { name: c.name, level: c.level, members: c.membersCurr, max: c.membersMax })}`} />
            {onRename ? (
              <Button variant="stone" data-testid={`clan-rename-${c.id}`} onClick={() => onRename(c)}>{t('clanPage.renameOpen')}</Button>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
