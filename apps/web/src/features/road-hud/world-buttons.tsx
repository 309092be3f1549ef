import { useTranslation } from 'react-i18next';
import { MONASTERY } from '@rol/rules/world/monastery';
import { SNOW_WORLD } from '@rol/rules/world/snow-world';
import { useWindowStore } from '../../stores/window-store.ts';
import { Icon } from '../../ui/icon.tsx';
import './message-buttons.css';

/** The ways off the road: the monastery (past the nun's stair) and the snow world (from its unlock level). */
export function WorldButtons({ level, bestVictoryStair }: { level: number; bestVictoryStair: number }) {
  const { t } = useTranslation();
  const openWindow = useWindowStore((s) => s.open);
  return (
    <div className="hud-messages hud-world">
      {bestVictoryStair >= MONASTERY.openStair ? (
        <button
          type="button"
          className="hud-messages__button"
          data-testid="open-monastery"
          onClick={() => openWindow('monastery')}
          aria-label={t('monastery.open')}
          title={t('monastery.open')}
        >
          <Icon name="shinto-shrine" size={22} />
        </button>
      ) : null}
      {level >= SNOW_WORLD.unlockLevel ? (
        <button
          type="button"
          className="hud-messages__button"
          data-testid="open-snow-world"
          onClick={() => openWindow('snow-world')}
          aria-label={t('snowWorld.open')}
          title={t('snowWorld.open')}
        >
          <Icon name="snowflake-2" size={22} />
        </button>
      ) : null}
    </div>
  );
}
