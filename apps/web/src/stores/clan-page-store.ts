import { create } from 'zustand';
import { windowStore } from './window-store.ts';

/** Which clan the clan-page window shows (any clan: from a rating, a clan list or a profile). */
export const useClanPageStore = create<{ clanId: number | null }>()(() => ({ clanId: null }));

/**
 * Opens a clan's page. §2: opening clan details from a rating closes the rating, chat and mail
 * overlays first.
 */
export function openClanPage(clanId: number): void {
  useClanPageStore.setState({ clanId });
  const { close, open } = windowStore.getState();
  for (const name of ['rating', 'chat', 'mail'] as const) close(name);
  open('clan-page');
}
