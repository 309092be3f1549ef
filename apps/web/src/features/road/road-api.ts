import type { QueryClient } from '@tanstack/react-query';
import type { BalancesDto } from '@rol/protocol/balances-dto';
import type { RoadPositionDto } from '@rol/protocol/place-dto';
import { placeEnsureRoute, resourcePlaceTakeRoute } from '@rol/protocol/place-routes';
import { coordinateSetRoute } from '@rol/protocol/coordinate-routes';
import { api } from '../../api/api.ts';
import { patchPlayer, positionFields } from '../../api/player-cache.ts';
import type { RoadCalls } from './road-controller.ts';

/** The controller's calls through the page's API client (§7). */
export const roadCalls: RoadCalls = {
  ensure: (range) => api.call(placeEnsureRoute, { query: { coordFrom: range.from, coordTo: range.to } }),
  setCoordinate: (coordinate, contextId) => api.call(coordinateSetRoute, { body: { coordinate, contextId } }),
  takeResource: (placeId) => api.call(resourcePlaceTakeRoute, { params: { id: placeId } }),
};

/** The cached player follows the server's word on the position (HUD stair, scenes). */
export function patchPosition(client: QueryClient, position: RoadPositionDto): void {
  patchPlayer(client, positionFields(position));
}

/** Every crediting answer carries the new balances: the HUD shows them at once. */
export function patchBalances(client: QueryClient, balances: BalancesDto): void {
  patchPlayer(client, balances);
}
