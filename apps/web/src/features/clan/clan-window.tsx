import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UNLOCKS } from '@rol/rules/unlocks';
import { playerInfoQuery } from '../../api/player-info.ts';
import { gameBus } from '../../events/game-events.ts';
import { useGameStore } from '../../stores/game-store.ts';
import { useMessagingStore } from '../../stores/messaging-store.ts';
import { useWindowStore, type WindowProps } from '../../stores/window-store.ts';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { useClanActions, useLiveTreasury, useMyClan } from './clan-api.ts';
import { ClanJoin } from './clan-join.tsx';
import { BuildingsPanel, MembersPanel, TreasuryPanel } from './clan-panels.tsx';
import { HistoryPanel, RaidPanel, RatingPanel, RecruitPanel } from './clan-more-panels.tsx';
import { ClanAboutOverlay, ClanEditOverlay, ClanNameOverlay, type ClanOverlay } from './clan-overlays.tsx';
import './clan.css';

const TABS = ['page', 'members', 'buildings', 'treasury', 'recruit', 'raid', 'history', 'rating'] as const;
type ClanTab = (typeof TABS)[number];

/**
 * The clan window (§2): outside a clan, creation and invitations; in a clan, its page, members with
 * the actions the viewer's role allows, buildings, treasury and donations, recruiting, raid,
 * history and rating. The page opens the clan shop, the clan chat (the chat window on the clan room)
 * and its overlays: about (every member reads it, the roles that may edit texts change it), edit page
 * (advertisement and theme, for the roles allowed) and the clan name (administrators only).
 */
export default function ClanWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const { data: info } = useQuery(playerInfoQuery);
  const my = useMyClan();
  useLiveTreasury();
  const actions = useClanActions();
  const openWindow = useWindowStore((s) => s.open);
  const inHall = useGameStore((s) => s.activeScene === 'Clan' || s.activeScene === 'ClanLoading');
  const [tab, setTab] = useState<ClanTab>('page');
  const [overlay, setOverlay] = useState<ClanOverlay>(null);
  const closeOverlay = useCallback(() => setOverlay(null), []);
  const clan = my.data?.clan ?? null;
  const admined = info?.admined ?? false;
  const mayEditPage = clan !== null && (clan.myActions.includes('ADVERTISE') || clan.myActions.includes('CHANGE_THEME'));
  const level = info?.player.level ?? 0;
  const openChat = () => {
    useMessagingStore.setState({ chatRoom: 'clan' });
    openWindow('chat');
  };

  return (
    <WindowFrame name="clan" title={clan ? clan.name : t('clan.title')} onClose={onClose} className="window--clan">
      <div className="clan" data-testid="clan-window">
        {my.isPending ? (
          <p className="window__lead">{t('clan.loading')}</p>
        ) : !clan ? (
          level < UNLOCKS.clanJoinLevel ? (
            <p className="window__lead" data-testid="clan-locked">{t('clan.joinLevel', { level: UNLOCKS.clanJoinLevel })}</p>
          ) : (
            <ClanJoin actions={actions} />
          )
        ) : (
          <>
            <Tabs
              tabs={TABS.map((value) => ({ value, label: t(`clan.tab.${value}`) }))}
              value={tab}
              onChange={setTab}
              label={t('clan.title')}
              testIdPrefix="clan-tab"
            />
            {tab === 'page' ? (
              <section className="clan__panel" data-testid="clan-page">
                <p className="clan__stats">
                  {t('clan.levelLine', { level: clan.level, members: clan.membersCurr, max: clan.membersMax, rating: clan.rating })}
                </p>
                <p className="clan__role" data-testid="clan-my-role">{t(`clan.role.${clan.myRole}`)}</p>
                {clan.advertisement ? (
                  <p className={`clan__advert${clan.advertisementNew ? ' clan__advert--new' : ''}`} data-testid="clan-advert">
                    {clan.advertisement}
                  </p>
                ) : null}
                {clan.advertisementNew ? (
                  <Button variant="stone" onClick={() => actions.seen.mutate(undefined)}>{t('clan.markSeen')}</Button>
                ) : null}
                <p className="clan__about clan__about--short" data-testid="clan-about">{clan.about ?? t('clan.defaultAbout')}</p>
                <div className="clan__buttons">
                  <Button variant="stone" data-testid="clan-open-about" onClick={() => setOverlay({ kind: 'about' })}>{t('clanPage.aboutOpen')}</Button>
                  {mayEditPage ? (
                    <Button variant="stone" data-testid="clan-open-edit" onClick={() => setOverlay({ kind: 'edit' })}>{t('clanPage.editOpen')}</Button>
                  ) : null}
                  {admined ? (
                    <Button variant="stone" data-testid="clan-open-rename" onClick={() => setOverlay({ kind: 'name', clanId: clan.id, name: clan.name })}>
                      {t('clanPage.renameOpen')}
                    </Button>
                  ) : null}
                </div>
                <div className="clan__buttons">
                  <Button data-testid="clan-open-shop" icon="shop" onClick={() => openWindow('clan-shop')}>{t('clanPage.shop')}</Button>
                  {inHall ? null : (
                    <Button data-testid="clan-open-hall" icon="knight-banner" onClick={() => gameBus.emit('clan:open', undefined)}>{t('clan.yard.open')}</Button>
                  )}
                  <Button data-testid="clan-open-chat" icon="chat-bubble" onClick={openChat}>{t('clan.chat')}</Button>
                  {clan.myRole === 'LEADER' ? (
                    <Button variant="stone" data-testid="clan-resign" onClick={() => actions.resign.mutate(undefined)}>{t('clan.resign')}</Button>
                  ) : null}
                  <Button variant="danger" data-testid="clan-leave" onClick={() => actions.leave.mutate(undefined)}>{t('clan.leave')}</Button>
                </div>
              </section>
            ) : tab === 'members' ? (
              <MembersPanel actions={actions} />
            ) : tab === 'buildings' ? (
              <BuildingsPanel clan={clan} actions={actions} />
            ) : tab === 'treasury' ? (
              <TreasuryPanel clan={clan} actions={actions} />
            ) : tab === 'recruit' ? (
              <RecruitPanel clan={clan} actions={actions} />
            ) : tab === 'raid' ? (
              <RaidPanel clan={clan} actions={actions} onBattle={onClose} />
            ) : tab === 'history' ? (
              <HistoryPanel clanId={clan.id} />
            ) : (
              <RatingPanel myClanId={clan.id} onRename={admined ? (c) => setOverlay({ kind: 'name', clanId: c.id, name: c.name }) : null} />
            )}
            {overlay?.kind === 'about' ? <ClanAboutOverlay clan={clan} actions={actions} onClose={closeOverlay} /> : null}
            {overlay?.kind === 'edit' ? <ClanEditOverlay clan={clan} actions={actions} onClose={closeOverlay} /> : null}
            {overlay?.kind === 'name' ? (
              <ClanNameOverlay clanId={overlay.clanId} name={overlay.name} actions={actions} onClose={closeOverlay} />
            ) : null}
          </>
        )}
        <FormError text={firstError(actions, my.error, failureText)} />
      </div>
    </WindowFrame>
  );
}

function firstError(actions: ReturnType<typeof useClanActions>, readError: unknown, text: (e: unknown) => string): string | null {
  const failed = Object.values(actions).find((m) => m.error);
  const error = failed?.error ?? readError;
  return error ? text(error) : null;
}
