import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNLOCKS } from '@rol/rules/unlocks';
import { arenaSceneStore } from '../../stores/arena-scene-store.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { Icon } from '../../ui/icon.tsx';

/**
 * The arena button (§9: shown from level 4, locked with a hint until level 8; it opens the arena
 * scene, through the start sequence) and the rating button.
 * A tap on the locked arena shows the hint for a moment.
 */
export function ArenaButtons({ level }: { level: number }) {
  const { t } = useTranslation();
  const openWindow = useWindowStore((s) => s.open);
  const [hint, setHint] = useState(false);
  const locked = level < UNLOCKS.arenaLevel;
  const lockedHint = t('arena.lockedHint', { level: UNLOCKS.arenaLevel });
  return (
    <>
      {level >= UNLOCKS.arenaButtonLevel ? (
        <button
          type="button"
          className={`hud__round hud__round--arena${locked ? ' hud__round--locked' : ''}`}
          data-testid="open-arena"
          data-locked={locked ? '1' : '0'}
          onClick={() => {
            // The start sequence shows the arena while the player visits it (and again after its battles).
            if (!locked) arenaSceneStore.setState({ visiting: true });
            else {
              setHint(true);
              setTimeout(() => setHint(false), 2_500);
            }
          }}
          aria-label={locked ? `${t('arena.open')}: ${lockedHint}` : t('arena.open')}
          title={locked ? lockedHint : t('arena.open')}
        >
          <Icon name={locked ? 'padlock' : 'crossed-swords'} size={24} />
          {hint ? (
            <span className="hud__hint" role="status" data-testid="arena-locked-hint">
              {lockedHint}
            </span>
          ) : null}
        </button>
      ) : null}
      <button
        type="button"
        className="hud__round hud__round--rating"
        data-testid="open-rating"
        onClick={() => openWindow('rating')}
        aria-label={t('rating.open')}
        title={t('rating.open')}
      >
        <Icon name="laurels" size={24} />
      </button>
    </>
  );
}
