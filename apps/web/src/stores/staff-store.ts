import { create } from 'zustand';

export interface StaffTarget {
  id: number;
  nickname: string;
}

/**
 * Where the game's windows meet the moderator console (features never import each other): the chat
 * sets `target` to a message's author and opens the `moderation` window, which looks them up.
 */
export const useStaffStore = create<{ target: StaffTarget | null }>()(() => ({ target: null }));
