import { create } from 'zustand';
import { gameBus } from '../events/game-events.ts';

/** A request to watch a stored arena battle from outside the arena window: the one being fetched, or why it failed. */
export interface ArenaReplayRequest {
  loading: number | null;
  failure: { battleId: number; error: unknown } | null;
}

export const useArenaReplayRequestStore = create<ArenaReplayRequest>()(() => ({ loading: null, failure: null }));

/**
 * Watches a stored arena battle from another player's profile: the arena feature fetches it and
 * shows it in the battle scene (`arena:watch`); closing the replay comes back to the profile.
 */
export function watchArenaBattle(battleId: number): void {
  if (useArenaReplayRequestStore.getState().loading !== null) return;
  useArenaReplayRequestStore.setState({ loading: battleId, failure: null });
  gameBus.emit('arena:watch', { battleId });
}
