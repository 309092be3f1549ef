import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClanDto } from '@rol/protocol/clan-dto';
import { DEPOSIT_TYPES, type DepositType } from '@rol/rules/clans/clan-treasury';
import { Button, TextField } from '../../ui/form-controls.tsx';
import { useServerNow } from '../../ui/use-server-now.ts';
import { useBuildingCompletion, useBuildings, useGift, useHall, useMembers, type ClanActions } from './clan-api.ts';

/** The members with what the viewer's role allows on each (kick, promote, demote). */
export function MembersPanel({ actions }: { actions: ClanActions }) {
  const { t } = useTranslation();
  const members = useMembers();
  return (
    <section className="clan__panel" data-testid="clan-members">
      <ul className="clan__list">
        {(members.data?.members ?? []).map((m) => (
          <li key={m.playerId} className="clan__row" data-testid={`clan-member-${m.playerId}`} data-role={m.role}>
            <span>
              {m.nickname} · {t('clan.memberLevel', { level: m.level })} · {t(`clan.role.${m.role}`)}
            </span>
            <span className="clan__row-buttons">
              {m.canPromote ? <Button variant="stone" data-testid={`clan-promote-${m.playerId}`} onClick={() => actions.member.mutate({ playerId: m.playerId, type: 'PROMOTE', role: m.role })}>{t('clan.promote')}</Button> : null}
              {m.canDemote ? <Button variant="stone" data-testid={`clan-demote-${m.playerId}`} onClick={() => actions.member.mutate({ playerId: m.playerId, type: 'DEMOTE', role: m.role })}>{t('clan.demote')}</Button> : null}
              {m.canKick ? <Button variant="danger" data-testid={`clan-kick-${m.playerId}`} onClick={() => actions.member.mutate({ playerId: m.playerId, type: 'KICK', role: m.role })}>{t('clan.kick')}</Button> : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A button that spends from the treasury: disabled while the treasury lacks the cost, with what it
 * lacks written under it before any press.
 */
export function BuildButton({
  testId,
  clan,
  cost,
  onBuild,
  pending = false,
  children,
}: {
  testId: string;
  clan: ClanDto;
  cost: Record<string, number | undefined>;
  onBuild: () => void;
  pending?: boolean;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const short = treasuryShortfall(clan.clanStat, cost);
  const lacking = Object.keys(short).length > 0;
  return (
    <span className="clan__spend">
      <Button data-testid={testId} disabled={lacking || pending} data-short={lacking ? '1' : '0'} onClick={onBuild}>
        {children}
      </Button>
      {lacking ? (
        <small className="clan__short" data-testid={`${testId}-short`}>
          {t('clan.treasuryShort', { what: costText(t, short, i18n.language) })}
        </small>
      ) : null}
    </span>
  );
}

/** Buildings: level, status, the next level's price; start and speed-up for those whose role allows. */
export function BuildingsPanel({ clan, actions }: { clan: ClanDto; actions: ClanActions }) {
  const { t, i18n } = useTranslation();
  const buildings = useBuildings();
  useBuildingCompletion(buildings.data?.buildings ?? [], useServerNow());
  const canBuild = clan.myActions.includes('BUILD');
  const canSpend = clan.myActions.includes('SPEND_TREASURY');
  return (
    <section className="clan__panel" data-testid="clan-buildings">
      <ul className="clan__list">
        {(buildings.data?.buildings ?? []).map((b) => (
          <li key={b.type} className="clan__row" data-testid={`clan-building-${b.type}`} data-level={b.level} data-status={b.status}>
            <span>
              <strong>{t(`clan.building.${b.type}`)}</strong> · {t('clan.buildingLevel', { level: b.level, max: b.maxLevel })}
              {b.status === 'PROCESSING' && b.endsAt ? ` · ${t('clan.buildingUntil', { time: new Date(b.endsAt).toLocaleString() })}` : ''}
              {b.nextCost ? ` · ${costText(t, b.nextCost, i18n.language)}` : ''}
            </span>
            {b.status === 'NORMAL' && b.nextCost && canBuild ? (
              <BuildButton testId={`clan-build-${b.type}`} clan={clan} cost={b.nextCost} onBuild={() => actions.build.mutate(b.type)}>
                {t('clan.build')}
              </BuildButton>
            ) : null}
            {b.status === 'PROCESSING' && canSpend ? (
              <Button variant="stone" onClick={() => actions.speedup.mutate(b.type)}>{t('clan.speedup', { gems: b.speedupGems })}</Button>
            ) : null}
          </li>
        ))}
      </ul>
      <FactoryAndHall clan={clan} actions={actions} />
    </section>
  );
}

function FactoryAndHall({ clan, actions }: { clan: ClanDto; actions: ClanActions }) {
  const { t } = useTranslation();
  return (
    <>
      <h3 className="clan__heading">{t('clan.factory')}</h3>
      <FactoryGift actions={actions} />
      <h3 className="clan__heading">{t('clan.hall')}</h3>
      <HallForces clan={clan} actions={actions} />
    </>
  );
}

/** Today's factory gift: the button while it waits, what was taken once it is. */
export function FactoryGift({ actions }: { actions: ClanActions }) {
  const { t } = useTranslation();
  const gift = useGift();
  return gift.data?.available ? (
    <Button data-testid="clan-gift-take" onClick={() => actions.gift.mutate(undefined)}>{t('clan.takeGift')}</Button>
  ) : (
    <p className="window__lead">
      {gift.data?.gift ? t('clan.giftTaken', { amount: gift.data.gift.amount, what: t(`clan.giftResource.${gift.data.gift.resource}`) }) : t('clan.noFactory')}
    </p>
  );
}

/** The hall of fame's forces, improved with gears by those whose role allows. */
export function HallForces({ clan, actions }: { clan: ClanDto; actions: ClanActions }) {
  const { t } = useTranslation();
  const hall = useHall();
  const canImprove = clan.myActions.includes('IMPROVE_HALL');
  return (
    <ul className="clan__list">
      {(hall.data?.forces ?? []).map((f) => (
        <li key={f.force} className="clan__row">
          <span>{t('clan.hallForce', { force: t(`clan.hallForces.${f.force}`), level: f.level, percent: f.percent })}</span>
          {canImprove && f.nextLevelGears !== null ? (
            <Button variant="stone" onClick={() => actions.hall.mutate({ force: f.force, toLevel: f.level + 1 })}>{t('clan.improve', { gears: f.nextLevelGears })}</Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * "20 000 золота, 20 красных кристаллов": a treasury amount, each number in the language's own
 * form and each noun in the plural form its number asks for.
 */
export function costText(
  t: (key: string, options: { count: number; amount: string }) => string,
  cost: Record<string, number | undefined>,
  lang: string,
): string {
  const number = new Intl.NumberFormat(lang.startsWith('en') ? 'en' : 'ru');
  return Object.entries(cost)
    .filter(([, v]) => v)
    .map(([k, v]) => t(`clan.statAmount.${k}`, { count: v!, amount: number.format(v!) }))
    .join(', ');
}

/** What of `cost` the treasury `stat` lacks (nothing: the treasury pays it). */
export function treasuryShortfall(stat: Record<string, number>, cost: Record<string, number | undefined>): Record<string, number> {
  const short: Record<string, number> = {};
  for (const [k, v] of Object.entries(cost)) if (v && (stat[k] ?? 0) < v) short[k] = v - (stat[k] ?? 0);
  return short;
}

/** The treasury and donations. */
export function TreasuryPanel({ clan, actions }: { clan: ClanDto; actions: ClanActions }) {
  const { t } = useTranslation();
  const [type, setType] = useState<DepositType>('GOLD');
  const [amount, setAmount] = useState('100');
  return (
    <section className="clan__panel" data-testid="clan-treasury">
      <ul className="clan__stat-list">
        {Object.entries(clan.clanStat).map(([key, value]) => (
          <li key={key} data-testid={`clan-stat-${key}`} data-value={value}>
            {t(`clan.stat.${key}`)}: <strong>{value}</strong>
          </li>
        ))}
      </ul>
      <form
        className="clan__create"
        onSubmit={(event) => {
          event.preventDefault();
          actions.donate.mutate({ type, amount: Number(amount) });
        }}
      >
        <select className="field__input" value={type} onChange={(e) => setType(e.target.value as DepositType)} data-testid="clan-donate-type" aria-label={t('clan.donateType')}>
          {DEPOSIT_TYPES.filter((d) => d !== 'GEARS').map((d) => (
            <option key={d} value={d}>{t(`clan.deposit.${d}`)}</option>
          ))}
        </select>
        <TextField label={t('clan.amount')} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} data-testid="clan-donate-amount" />
        <Button type="submit" data-testid="clan-donate" disabled={actions.donate.isPending}>{t('clan.donate')}</Button>
      </form>
    </section>
  );
}
