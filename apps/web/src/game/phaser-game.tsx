import { useEffect, useRef } from 'react';
import type { DisplayLayout } from '../display/display-layout.ts';
import { gameBus } from '../events/game-events.ts';

/**
 * The one host of the Phaser game (docs/architecture.md, "Front end"). It only mounts a box and lazily loads the game
 * chunk; everything else goes through the event bus. A failed chunk load counts as a failed scene
 * start.
 */
export function PhaserGame({ initialLayout }: { initialLayout: DisplayLayout }) {
  const host = useRef<HTMLDivElement>(null);
  const layout = useRef(initialLayout);

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    let disposed = false;
    let destroy: (() => void) | null = null;
    import('./launch-game.ts')
      .then(({ launchGame }) => {
        if (disposed) return;
        destroy = launchGame(parent, gameBus, gameBus.last('display:layout') ?? layout.current).destroy;
      })
      .catch((error: unknown) => gameBus.emit('scene:failed', { key: 'Boot', error }));
    return () => {
      disposed = true;
      destroy?.();
    };
  }, []);

  return <div ref={host} className="phaser-host" data-testid="phaser-host" />;
}
