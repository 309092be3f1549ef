import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as economy from '@rol/protocol/clan-economy-routes';
import * as clan from '@rol/protocol/clan-routes';
import { api } from '../../api/api.ts';
import { gameBus } from '../../events/game-events.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { clanKeys } from './clan-api.ts';

/** The clan hall asked for last (a token, so a late answer never reopens a hall the player left). */
let wanted = 0;

/**
 * Shows the clan's hall when asked (`clan:open`, from the clan window): the windows close and the
 * clan loading scene shows while the clan, its buildings and the clan layer's code arrive; then the
 * clan scene shows with the layer over it. A refusal (no longer in a clan) goes back to the road.
 */
export function useClanEntry(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      gameBus.on('clan:open', () => {
        const token = ++wanted;
        useWindowStore.getState().closeAll();
        gameBus.emit('scene:start', { key: 'ClanLoading', transition: 'black' });
        Promise.all([
          import('./clan-layer.tsx'),
          client.fetchQuery({ queryKey: clanKeys.my, queryFn: () => api.call(clan.clanGetMyRoute), staleTime: 0 }),
          client.fetchQuery({ queryKey: clanKeys.buildings, queryFn: () => api.call(economy.clanBuildingListRoute), staleTime: 0 }),
        ]).then(
          ([, my]) => {
            if (token !== wanted) return;
            if (my.clan) gameBus.emit('scene:start', { key: 'Clan', transition: 'black' });
            else leaveClanHall();
          },
          (error: unknown) => {
            if (token === wanted) gameBus.emit('scene:failed', { key: 'ClanLoading', error });
          },
        );
      }),
    [client],
  );
}

/** Back from the clan's hall to the road. */
export function leaveClanHall(): void {
  wanted += 1;
  gameBus.emit('scene:start', { key: 'Road', data: { firstStart: false }, transition: 'black' });
}
