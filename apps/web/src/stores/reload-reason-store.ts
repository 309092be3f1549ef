import { create } from 'zustand';

/**
 * Why the reload page is shown: the connection was terminated (the default), or a part of the game
 * did not download (a lost chunk). The page says which.
 */
export type ReloadReason = 'connection' | 'download';

export const useReloadReasonStore = create<{ reason: ReloadReason }>()(() => ({ reason: 'connection' }));
