import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { playerInfoQuery } from '../../api/player-info.ts';
import { stairColour } from '../../game/road/stair-colour.ts';
import { abbreviateNumber } from '../../numbers/abbreviate-number.ts';
import { roadStore } from '../../stores/road-store.ts';
import { hudLayoutStore } from '../../stores/hud-layout-store.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { Icon } from '../../ui/icon.tsx';
import { expPercent } from './hud-resources.ts';
import { ResourceBar } from './resource-bar.tsx';
import { ArenaButtons } from './arena-buttons.tsx';
import { CommunityButtons } from './community-buttons.tsx';
import { MessageButtons } from './message-buttons.tsx';
import { StaffButton } from './staff-button.tsx';
import { SHOP_BUTTON_COUNT, ShopButtons, ShopMenu } from './shop-buttons.tsx';
import { shopsFolded } from './shops-layout.ts';
import { SquadPanel } from './squad-panel.tsx';
import { WorldButtons } from './world-buttons.tsx';
import { BoosterBadge } from './booster-badge.tsx';
import './road-hud.css';

/** The width of the element the returned ref is attached to (0 until it is measured). */
function useSize(): [(element: HTMLElement | null) => void, { width: number; height: number }] {
  const [size, setSize] = useState({ width: 0, height: 0 });
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      setSize((was) => (was.width === width && was.height === height ? was : { width, height }));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}

/**
 * Publishes how far the bottom rows reach up from the HUD's bottom edge (`hudLayoutStore`), so
 * overlays of other features (a new offer's card) stand above them rather than over their buttons.
 */
function publishBottomRows(footer: HTMLElement | null) {
  const hud = footer?.parentElement;
  if (!footer || !hud) return;
  const measure = () => hudLayoutStore.setState({ bottomRows: Math.max(0, hud.clientHeight - footer.offsetTop) });
  const observer = new ResizeObserver(measure);
  observer.observe(footer);
  observer.observe(hud);
  measure();
  return () => {
    observer.disconnect();
    hudLayoutStore.setState({ bottomRows: 0 });
  };
}

/**
 * The road's HUD over the canvas: nickname, level and experience, every resource, settings; below,
 * the squad's mini panel, squad health, the everyday reward when available, the stair coloured by
 * §9's stair colour, chat and mail. The shops and gear stand in a column at the right edge where
 * the road leaves room for it, otherwise behind one button of the top bar (`shopsFolded`).
 */
export default function RoadHud() {
  const { t } = useTranslation();
  const { data: info } = useQuery(playerInfoQuery);
  const openWindow = useWindowStore((s) => s.open);
  const everyday = useStore(roadStore, (s) => s.everydayReward);
  const [hudRef, hudSize] = useSize();
  if (!info) return null;
  const folded = shopsFolded(hudSize.width, hudSize.height, SHOP_BUTTON_COUNT);
  const { player } = info;
  const exp = expPercent(player.currentExp, player.maxExp);
  const colour = stairColour(player.stair, player.battleStair);
  const wounded = player.creatures.some((c) => c.inSquad && c.health < c.maxHealth);

  return (
    <div ref={hudRef} className={`hud hud--${player.interfaceMode.toLowerCase()}`}>
      <header className="hud__top">
        <div
          className="hud__level"
          data-testid="hud-level"
          data-value={player.level}
          title={t('hud.levelTitle', { level: player.level })}
          aria-label={t('hud.levelTitle', { level: player.level })}
        >
          {player.level}
        </div>
        <div className="hud__who">
          <div className="hud__name" data-testid="player-nickname">
            {player.nickname}
          </div>
          <div className="hud__exp" title={t('hud.exp', { current: player.currentExp, max: player.maxExp })}>
            <div className="hud__exp-fill" style={{ width: `${exp}%` }} />
            <span className="hud__exp-text">
              {abbreviateNumber(player.currentExp)} / {abbreviateNumber(player.maxExp)}
            </span>
          </div>
        </div>
        {folded ? <ShopMenu /> : null}
        <button type="button" className="hud__settings" data-testid="open-settings" onClick={() => openWindow('settings')} aria-label={t('hud.settings')}>
          <Icon name="cog" size={26} />
        </button>
      </header>
      <ResourceBar balances={player} />
      <BoosterBadge />
      {folded ? null : <ShopButtons />}
      <footer ref={publishBottomRows} className="hud__bottom">
        <div className="hud__row">
          <SquadPanel creatures={player.creatures} />
          <div className="hud__actions">
            {everyday?.available ? (
              <button
                type="button"
                className="hud__round hud__round--gift"
                data-testid="open-everyday"
                onClick={() => openWindow('everyday-reward')}
                aria-label={t('everyday.open')}
                title={t('everyday.open')}
              >
                <Icon name="present" size={24} />
              </button>
            ) : null}
            <ArenaButtons level={player.level} />
            <button
              type="button"
              className={`hud__round hud__round--tasks${player.haveCompletedTasks ? ' hud__round--done' : ''}`}
              data-testid="open-tasks"
              data-complete={player.haveCompletedTasks ? '1' : '0'}
              onClick={() => openWindow('tasks')}
              aria-label={player.haveCompletedTasks ? t('tasks.openComplete') : t('tasks.open')}
              title={player.haveCompletedTasks ? t('tasks.openComplete') : t('tasks.open')}
            >
              <Icon name="scroll-unfurled" size={24} />
              {player.haveCompletedTasks ? <span className="hud__mark" data-testid="tasks-complete-mark" aria-hidden="true" /> : null}
            </button>
            <button
              type="button"
              className="hud__round hud__round--heroes"
              data-testid="open-profile"
              data-new={player.creatureNews ? '1' : '0'}
              onClick={() => openWindow('profile')}
              aria-label={player.creatureNews ? t('heroes.hudButtonNews') : t('heroes.hudButton')}
              title={player.creatureNews ? t('heroes.hudButtonNews') : t('heroes.hudButton')}
            >
              <Icon name="swords-emblem" size={24} />
              {player.creatureNews ? <span className="hud__mark" data-testid="creature-news-mark" aria-hidden="true" /> : null}
            </button>
            <button
              type="button"
              className={`hud__round hud__round--health${wounded ? ' hud__round--wounded' : ''}`}
              data-testid="open-health"
              onClick={() => openWindow('health')}
              aria-label={t('health.open')}
              title={t('health.open')}
            >
              <Icon name="health-potion" size={24} />
            </button>
          </div>
        </div>
        <div className="hud__row">
          <div className={`hud__stair hud__stair--${colour}`} data-testid="hud-stair" data-value={player.stair} data-colour={colour}>
            <Icon name="stairs" size={18} />
            <span>{t('hud.stair', { stair: player.stair })}</span>
          </div>
          {/* Chat and mail. */}
          <MessageButtons haveNewMail={player.haveNewMailMessage} level={player.level} promptClan={player.promptClan} />
          <StaffButton accessLevel={player.accessLevel} />
        </div>
        <div className="hud__row">
          <CommunityButtons newGift={player.haveNewGift || player.giftNews} newNotification={player.haveNewNotification} roadNews={player.roadNews} />
          <WorldButtons level={player.level} bestVictoryStair={player.bestVictoryStair} />
        </div>
      </footer>
    </div>
  );
}
