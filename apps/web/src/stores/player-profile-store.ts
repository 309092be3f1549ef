import { create } from 'zustand';
import { windowStore } from './window-store.ts';

/** Whose profile the player-profile window shows (another player, from a rating, chat or mail). */
export const usePlayerProfileStore = create<{ playerId: number | null }>()(() => ({ playerId: null }));

/**
 * Opens another player's profile. §2: opening a profile from a rating closes the rating, chat and
 * mail overlays first.
 */
export function openPlayerProfile(playerId: number): void {
  usePlayerProfileStore.setState({ playerId });
  const { close, open } = windowStore.getState();
  for (const name of ['rating', 'chat', 'mail'] as const) close(name);
  open('player-profile');
}
