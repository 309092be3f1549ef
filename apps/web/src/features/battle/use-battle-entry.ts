import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { battlePlaceAttackRoute } from '@rol/protocol/battle-routes';
import { api } from '../../api/api.ts';
import { isApiError } from '../../api/api-error.ts';
import { patchPlayer } from '../../api/player-cache.ts';
import { gameBus } from '../../events/game-events.ts';
import { roadStore } from '../../stores/road-store.ts';
import { battleFailure } from './battle-api.ts';

/**
 * Starts a battle when the road asks (`road:attack-place`, a guard's window): POST place/attack, then
 * the cached player gets the battle's id, and the start sequence shows the battle loading scene.
 * A refusal shows as the road's notice by the guard.
 */
export function useBattleEntry(): void {
  const client = useQueryClient();
  useEffect(() => {
    let busy = false;
    return gameBus.on('road:attack-place', ({ placeId }) => {
      if (busy) return;
      busy = true;
      api
        .call(battlePlaceAttackRoute, { body: { placeId } })
        .then((status) => patchPlayer(client, { battleId: status.battle.id }))
        .catch((error: unknown) => {
          const running = isApiError(error) && error.code === 'BATTLE_IN_PROGRESS' ? Number(error.details?.battleId) : Number.NaN;
          if (Number.isInteger(running)) {
            patchPlayer(client, { battleId: running });
            return;
          }
          const seq = (roadStore.getState().notice?.seq ?? 0) + 1;
          roadStore.setState({ notice: { kind: 'failed', placeId, text: battleFailure(error), seq } });
        })
        .finally(() => {
          busy = false;
        });
    });
  }, [client]);
}
