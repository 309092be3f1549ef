import { useEffect } from 'react';
import { gameBus } from '../../events/game-events.ts';
import { useArenaReplayRequestStore, type ArenaReplayRequest } from '../../stores/arena-replay-request-store.ts';

/**
 * Shows a stored arena battle when asked from outside the arena (`arena:watch`, another player's
 * profile): the replay's code loads on demand, then it plays in the battle scene; a failure is
 * left in the request store for the asking window to show.
 */
export function useReplayEntry(): void {
  useEffect(
    () =>
      gameBus.on('arena:watch', ({ battleId }) => {
        const settle = (failure: ArenaReplayRequest['failure']) =>
          useArenaReplayRequestStore.setState({ loading: null, failure });
        void import('./replay-session.ts')
          .then(({ watchReplay }) => watchReplay(battleId, 'profile'))
          .then(
            () => settle(null),
            (error: unknown) => settle({ battleId, error }),
          );
      }),
    [],
  );
}
