import { create } from 'zustand';
import { windowStore } from './window-store.ts';

export interface StaffTarget {
  id: number;
  nickname: string;
}

/**
 * Where the game's windows meet the moderator console (features never import each other): the chat,
 * the forum and a player's profile set `target` and open the `moderation` window, which looks them up.
 */
export const useStaffStore = create<{ target: StaffTarget | null }>()(() => ({ target: null }));

/** Opens the moderator console on a player (the staff-only "Moderate" buttons). */
export function openModeration(target: StaffTarget): void {
  useStaffStore.setState({ target });
  windowStore.getState().open('moderation');
}
