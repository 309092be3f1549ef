import { useEffect } from 'react';
import { gameBus } from '../../events/game-events.ts';
import { heroPageStore } from '../../stores/hero-page-store.ts';
import { useWindowStore } from '../../stores/window-store.ts';

/**
 * Opens a hero's page when asked (`hero:open`, from the profile or the squad panel): the windows
 * close and the creature scene shows the hero, with the hero page over it.
 */
export function useHeroEntry(): void {
  useEffect(
    () =>
      gameBus.on('hero:open', ({ creatureId }) => {
        heroPageStore.setState({ creatureId });
        useWindowStore.getState().closeAll();
        gameBus.emit('scene:start', { key: 'Creature', data: { creatureId }, transition: 'black' });
      }),
    [],
  );
}

/** Back from the hero page to the road (§2: the creature scene returns to the road scene). */
export function leaveHeroPage(): void {
  heroPageStore.setState({ creatureId: null });
  gameBus.emit('scene:start', { key: 'Road', data: { firstStart: false }, transition: 'black' });
}
