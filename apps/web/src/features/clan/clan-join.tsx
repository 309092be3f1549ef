import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLAN_NAME_MAX } from '@rol/rules/clans/clan-limits';
import { Button, TextField } from '../../ui/form-controls.tsx';
import { useInvitations, useRating, type ClanActions } from './clan-api.ts';
import { ClanLink } from './clan-link.tsx';

/** Outside a clan: create one, answer invitations, apply to a clan of the rating, or ask to be recruited. */
export function ClanJoin({ actions }: { actions: ClanActions }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const invitations = useInvitations();
  const rating = useRating();
  const data = invitations.data;
  return (
    <section className="clan__panel" data-testid="clan-join">
      <form
        className="clan__create"
        onSubmit={(event) => {
          event.preventDefault();
          actions.create.mutate(name);
        }}
      >
        <TextField label={t('clan.create.name')} value={name} maxLength={CLAN_NAME_MAX} onChange={(e) => setName(e.target.value)} data-testid="clan-create-name" />
        <Button type="submit" data-testid="clan-create" disabled={actions.create.isPending}>{t('clan.create.submit')}</Button>
      </form>
      <h3 className="clan__heading">{t('clan.invitations')}</h3>
      {data?.invitations.length ? (
        <ul className="clan__list">
          {data.invitations.map((c) => (
            <li key={c.id} className="clan__row" data-testid={`clan-invitation-${c.id}`}>
              <ClanLink clanId={c.id} name={c.name} text={t('clan.summary', { name: c.name, level: c.level, members: c.membersCurr, max: c.membersMax })} />
              <Button data-testid={`clan-accept-${c.id}`} onClick={() => actions.accept.mutate(c.id)}>{t('clan.accept')}</Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="window__lead">{t('clan.noInvitations')}</p>
      )}
      <Button variant="stone" data-testid="clan-seek" onClick={() => actions.seek.mutate(data?.wantsAnyClan === true)}>
        {data?.wantsAnyClan ? t('clan.seekCancel') : t('clan.seek')}
      </Button>
      <h3 className="clan__heading">{t('clan.tab.rating')}</h3>
      <ul className="clan__list">
        {(rating.data?.positions ?? []).slice(0, 20).map((c) => (
          <li key={c.id} className="clan__row" data-testid={`clan-rated-${c.id}`}>
            <ClanLink clanId={c.id} name={c.name} text={`${c.positionNumber}. ${t('clan.summary', { name: c.name, level: c.level, members: c.membersCurr, max: c.membersMax })}`} />
            {data?.applications.some((a) => a.id === c.id) ? (
              <span className="clan__note">{t('clan.applied')}</span>
            ) : (
              <Button variant="stone" data-testid={`clan-apply-${c.id}`} onClick={() => actions.apply.mutate(c.id)}>{t('clan.apply')}</Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
