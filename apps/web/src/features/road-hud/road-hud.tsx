import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { playerInfoQuery } from '../../api/player-info.ts';
import { abbreviateNumber } from '../../numbers/abbreviate-number.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { Icon } from '../../ui/icon.tsx';
import { HUD_RESOURCES, expPercent } from './hud-resources.ts';
import { MessageButtons } from './message-buttons.tsx';
import './road-hud.css';

/** The road's HUD over the canvas: nickname, level and experience, every resource, settings. */
export default function RoadHud() {
  const { t } = useTranslation();
  const { data: info } = useQuery(playerInfoQuery);
  const openWindow = useWindowStore((s) => s.open);
  if (!info) return null;
  const { player } = info;
  const exp = expPercent(player.currentExp, player.maxExp);

  return (
    <div className={`hud hud--${player.interfaceMode.toLowerCase()}`}>
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
        <button type="button" className="hud__settings" data-testid="open-settings" onClick={() => openWindow('settings')} aria-label={t('hud.settings')}>
          <Icon name="cog" size={26} />
        </button>
      </header>
      <ul className="hud__resources" aria-label={t('hud.resources')}>
        {HUD_RESOURCES.map((resource) => (
          <li
            key={resource.key}
            className="hud__resource"
            data-testid={`hud-${resource.key}`}
            data-value={player[resource.key]}
            title={`${t(`hud.resource.${resource.key}`)}: ${player[resource.key]}`}
          >
            <span className="hud__resource-icon" style={{ color: resource.color }}>
              <Icon name={resource.icon} size={18} />
            </span>
            <span className="hud__resource-value">{abbreviateNumber(player[resource.key])}</span>
          </li>
        ))}
      </ul>
      <footer className="hud__bottom">
        <div className="hud__stair">
          <Icon name="stairs" size={18} />
          <span>{t('hud.stair', { stair: player.stair })}</span>
        </div>
        {/* Chat and mail (issue 6). */}
        <MessageButtons haveNewMail={player.haveNewMailMessage} />
      </footer>
    </div>
  );
}
