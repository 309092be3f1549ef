import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mayDo } from '@rol/rules/staff/staff-permissions';
import { playerInfoQuery } from '../../api/player-info.ts';
import { useStaffStore } from '../../stores/staff-store.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { useFindPlayers } from './moderation-api.ts';
import { PlayerCard } from './player-card.tsx';
import { PaymentsPanel, PlayerLogPanel } from './player-log-panel.tsx';
import { AuditPanel, DevLogPanel } from './staff-lists.tsx';
import './moderation.css';

type Tab = 'player' | 'log' | 'payments' | 'audit' | 'errors';

/** The moderator console (staff only): find a player, ban, unban, log in as them, read logs and the audit. */
export default function ModerationWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const { data: info } = useQuery(playerInfoQuery);
  // Opened from a chat message: that author, straight away (and again while open).
  const [initial] = useState(() => useStaffStore.getState().target);
  const [tab, setTab] = useState<Tab>('player');
  const [input, setInput] = useState(initial?.nickname ?? '');
  const [q, setQ] = useState(initial ? String(initial.id) : '');
  const [chosen, setChosen] = useState<number | null>(initial?.id ?? null);
  const found = useFindPlayers(q);

  useEffect(() => {
    useStaffStore.setState({ target: null });
    return useStaffStore.subscribe(({ target }) => {
      if (!target) return;
      setInput(target.nickname);
      setQ(String(target.id));
      setChosen(target.id);
      setTab('player');
      useStaffStore.setState({ target: null });
    });
  }, []);

  if (!info) return null;
  const me = info.player;
  const tabs = [
    { value: 'player' as const, label: t('staff.tab.player') },
    { value: 'log' as const, label: t('staff.tab.log') },
    { value: 'payments' as const, label: t('staff.tab.payments') },
    ...(mayDo(me.accessLevel, 'audit.read') ? [{ value: 'audit' as const, label: t('staff.tab.audit') }] : []),
    ...(mayDo(me.accessLevel, 'dev.log') ? [{ value: 'errors' as const, label: t('staff.tab.errors') }] : []),
  ];
  return (
    <WindowFrame name="moderation" title={t('staff.title')} onClose={onClose} className="window--staff">
      {!mayDo(me.accessLevel, 'player.view') ? (
        <FormError text={t('staff.nothingFound')} />
      ) : (
        <>
          <Tabs tabs={tabs} value={tab} onChange={setTab} label={t('staff.title')} testIdPrefix="staff-tab" />
          {tab === 'player' ? (
            <>
              <form
                className="staff-row"
                onSubmit={(e) => {
                  e.preventDefault();
                  setQ(input.trim());
                  setChosen(null);
                }}
              >
                <input
                  className="staff-search"
                  data-testid="staff-search"
                  value={input}
                  maxLength={40}
                  placeholder={t('staff.search')}
                  aria-label={t('staff.search')}
                  onChange={(e) => setInput(e.target.value)}
                />
                <Button type="submit" data-testid="staff-find">
                  {t('staff.find')}
                </Button>
              </form>
              {found.error ? <FormError text={failureText(found.error)} /> : null}
              {chosen === null && found.data?.players.length === 0 ? <p className="staff-note">{t('staff.nothingFound')}</p> : null}
              {chosen === null ? (
                <ul className="staff-list">
                  {found.data?.players.map((p) => (
                    <li key={p.id}>
                      <button type="button" className="staff-link" data-testid="staff-found" onClick={() => setChosen(p.id)}>
                        {p.nickname} #{p.id} · {t(`staff.access.${p.accessLevel}`)}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : (
                <PlayerCard id={chosen} myLevel={me.accessLevel} myId={me.id} />
              )}
            </>
          ) : null}
          {tab === 'log' ? chosen === null ? <p className="staff-note">{t('staff.pickPlayer')}</p> : <PlayerLogPanel id={chosen} /> : null}
          {tab === 'payments' ? chosen === null ? <p className="staff-note">{t('staff.pickPlayer')}</p> : <PaymentsPanel id={chosen} /> : null}
          {tab === 'audit' ? <AuditPanel /> : null}
          {tab === 'errors' ? <DevLogPanel /> : null}
        </>
      )}
    </WindowFrame>
  );
}
