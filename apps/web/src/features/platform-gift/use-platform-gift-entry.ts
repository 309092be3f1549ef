import { useEffect } from 'react';
import { usePlatformStore } from '../../platforms/platform-store.ts';
import { useGameStore } from '../../stores/game-store.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { giftWindowDue } from './gift-window-due.ts';

/** Opens the platform gift's window once the player is in the game (`giftWindowDue`). */
export function usePlatformGiftEntry(): void {
  const gift = usePlatformStore((s) => s.gift);
  const scene = useGameStore((s) => s.activeScene);
  const windowsOpen = useWindowStore((s) => s.stack.length);
  useEffect(() => {
    // The window clears the gift when it closes, so it opens once.
    if (giftWindowDue(gift, scene, windowsOpen)) useWindowStore.getState().open('platform-gift');
  }, [gift, scene, windowsOpen]);
}
