import { create } from 'zustand';
import { windowStore } from './window-store.ts';

/**
 * Why the Update step shows: an app-store build older than the store minimum (§2), or a page the
 * server has told VERSION_OUTDATED (§8: it runs an older build than the server's).
 */
export type UpdateReason = 'store-minimum' | 'outdated';

export const useUpdateStepStore = create<{ reason: UpdateReason }>()(() => ({ reason: 'store-minimum' }));

/** Shows the Update step for `reason` (once: a window already open stays as it is). */
export function showUpdateStep(reason: UpdateReason): void {
  useUpdateStepStore.setState({ reason });
  windowStore.getState().open('update');
}
