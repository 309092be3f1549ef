import { useEffect } from 'react';
import { gameBus } from '../../events/game-events.ts';
import { heroPageStore } from '../../stores/hero-page-store.ts';
import { useWindowStore } from '../../stores/window-store.ts';

/**
 * Opens a hero's page when asked (`hero:open`, from the profile or the squad panel): the windows
 * close and the creature loading scene shows while the heroes' textures load and the hero page's
 * code arrives; then the creature scene shows the hero, with the hero page over it.
 */
export function useHeroEntry(): void {
  useEffect(() => {
    const offOpen = gameBus.on('hero:open', ({ creatureId }) => {
      heroPageStore.setState({ creatureId });
      useWindowStore.getState().closeAll();
      // The hero page's code starts downloading with the textures.
      import('./hero-page.tsx').catch(() => undefined);
      gameBus.emit('scene:start', { key: 'CreatureLoading', data: { creatureId }, transition: 'black' });
    });
    const offReady = gameBus.on('creature:assets-ready', ({ creatureId }) => {
      if (heroPageStore.getState().creatureId !== creatureId) return;
      import('./hero-page.tsx').then(
        () => {
          if (heroPageStore.getState().creatureId !== creatureId) return;
          gameBus.emit('scene:start', { key: 'Creature', data: { creatureId }, transition: 'black' });
        },
        (error: unknown) => gameBus.emit('scene:failed', { key: 'CreatureLoading', error }),
      );
    });
    return () => {
      offOpen();
      offReady();
    };
  }, []);
}

/** Back from the hero page to the road (§2: the creature scene returns to the road scene). */
export function leaveHeroPage(): void {
  heroPageStore.setState({ creatureId: null });
  gameBus.emit('scene:start', { key: 'Road', data: { firstStart: false }, transition: 'black' });
}
