import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { gameBus } from '../../events/game-events.ts';
import { arenaSceneStore } from '../../stores/arena-scene-store.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { useArenaInfo, useOpponents } from './arena-api.ts';
import { requestArenaTab, type ArenaTab } from './arena-tab.ts';
import './arena-layer.css';

const TABS: readonly ArenaTab[] = ['opponents', 'leagues', 'history', 'settings'];

function openArenaWindow(tab: ArenaTab): void {
  requestArenaTab(tab);
  useWindowStore.getState().open('arena');
}

/** Back to the road: the start sequence shows it once the player no longer visits the arena. */
function leaveArena(): void {
  if (arenaSceneStore.getState().visiting) arenaSceneStore.setState({ visiting: false });
  else gameBus.emit('scene:start', { key: 'Road', data: { firstStart: false }, transition: 'clouds' });
}

/**
 * The arena scene's DOM side: it opens the arena (joining the ladder at level 8) and hands the
 * seat and the opponents to the scene (`arenaSceneStore`); its buttons open the arena window on a
 * tab, a tapped squad opens the opponents, and the road button goes back.
 */
export default function ArenaLayer() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const info = useArenaInfo();
  const opened = info.data?.opened ?? false;
  const opponents = useOpponents(opened);
  const standing = info.data?.standing ?? null;

  useEffect(() => {
    arenaSceneStore.setState({ standing, opponents: opponents.data?.opponents ?? [] });
  }, [standing, opponents.data]);

  useEffect(() => {
    const off = gameBus.on('arena:opponent-tap', () => openArenaWindow('opponents'));
    return () => {
      off();
      arenaSceneStore.setState({ standing: null, opponents: [] });
    };
  }, []);

  const error = info.error ?? opponents.error;
  return (
    <div
      className="arena-stage"
      data-testid="arena-stage"
      data-position={standing?.position ?? ''}
      data-league={standing?.league ?? ''}
      data-opponents={opponents.data?.opponents.length ?? ''}
      aria-label={
        standing
          ? t('arena.stageLabel', {
              league: t(`arena.league.${standing.league}`),
              position: standing.position,
            })
          : t('arena.title')
      }
    >
      {error ? <FormError text={failureText(error)} /> : null}
      {info.data && !opened ? (
        <p className="arena-stage__closed">{t('arena.closed', { level: info.data.openLevel })}</p>
      ) : null}
      <nav className="arena-stage__bar">
        {opened
          ? TABS.map((tab) => (
              <Button
                key={tab}
                variant={tab === 'opponents' ? 'gold' : 'stone'}
                data-testid={`arena-stage-${tab}`}
                onClick={() => openArenaWindow(tab)}
              >
                {t(`arena.tab.${tab}`)}
              </Button>
            ))
          : null}
        <Button
          variant="stone"
          icon="cancel"
          data-testid="arena-stage-road"
          onClick={leaveArena}
        >
          {t('arena.toRoad')}
        </Button>
      </nav>
    </div>
  );
}
