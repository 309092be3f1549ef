import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WindowProps } from '../../stores/window-store.ts';
import { FormError } from '../../ui/form-controls.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { useArenaInfo } from './arena-api.ts';
import { takeArenaTab, type ArenaTab } from './arena-tab.ts';
import { HistoryTab } from './history-tab.tsx';
import { LeaguesTab } from './leagues-tab.tsx';
import { OpponentsTab } from './opponents-tab.tsx';
import { SettingsTab } from './settings-tab.tsx';
import './arena.css';

const TABS: readonly ArenaTab[] = ['opponents', 'leagues', 'history', 'settings'];

/** The arena (§2): the player's seat, the leagues with rewards, opponents, history with replays, settings. */
export default function ArenaWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const info = useArenaInfo();
  const [tab, setTab] = useState<ArenaTab>(takeArenaTab);
  const data = info.data;
  return (
    <WindowFrame name="arena" title={t('arena.title')} onClose={onClose} className="window--arena">
      <div className="arena" data-testid="arena">
        {info.error ? <FormError text={failureText(info.error)} /> : null}
        {data && !data.opened ? (
          <p className="window__lead">{t('arena.closed', { level: data.openLevel })}</p>
        ) : null}
        {data?.standing ? (
          <header className="arena__head">
            <div className={`arena__emblem arena__emblem--${data.standing.league}`} aria-hidden="true" />
            <div>
              <strong data-testid="arena-position" data-value={data.standing.position}>
                {t('arena.position', { position: data.standing.position, total: data.standing.total })}
              </strong>
              <div data-testid="arena-league">{t(`arena.league.${data.standing.league}`)}</div>
              <div>{t('arena.freeTries', { count: data.freeTriesLeft })}</div>
              <div>{t('arena.tickets', { count: data.tickets, cost: data.attackTickets })}</div>
              {data.nextRewardAtMs ? (
                <div>{t('arena.nextReward', { time: new Date(data.nextRewardAtMs).toLocaleString() })}</div>
              ) : null}
            </div>
          </header>
        ) : null}
        {data?.credited.map((c) => (
          <p key={c.day} className="arena__credited" data-testid="arena-credited">
            {t('arena.credited', { day: c.day, league: t(`arena.league.${c.league}`), position: c.position })}
          </p>
        ))}
        {data?.opened ? (
          <>
            <Tabs
              tabs={TABS.map((value) => ({ value, label: t(`arena.tab.${value}`) }))}
              value={tab}
              onChange={setTab}
              label={t('arena.title')}
              testIdPrefix="arena-tab"
            />
            <section role="tabpanel" className="arena__panel">
              {tab === 'leagues' ? <LeaguesTab info={data} /> : null}
              {tab === 'opponents' ? <OpponentsTab onStarted={onClose} /> : null}
              {tab === 'history' ? <HistoryTab /> : null}
              {tab === 'settings' ? <SettingsTab info={data} /> : null}
            </section>
          </>
        ) : null}
      </div>
    </WindowFrame>
  );
}
