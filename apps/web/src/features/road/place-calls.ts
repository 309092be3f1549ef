import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlaceDto, RoadPositionDto } from '@rol/protocol/place-dto';
import {
  customPlaceMarkerRoute,
  gainableGainRoute,
  portalDiscountChosenRoute,
  portalInfoRoute,
  portalOfferGetRoute,
  portalUseRoute,
  skillPlaceTakeRoute,
  teleportGetRoute,
  teleportUseRoute,
  turnBackRoute,
  turnUseRoute,
} from '@rol/protocol/place-routes';
import {
  artifactPlaceTakeRoute,
  consumablePlaceTakeRoute,
  runePlaceTakeRoute,
} from '@rol/protocol/item-place-routes';
import { markerAddRoute } from '@rol/protocol/marker-routes';
import { api } from '../../api/api.ts';
import { gearKeys } from '../../api/gear-cache.ts';
import { patchPlayer } from '../../api/player-cache.ts';
import { patchBalances } from './road-api.ts';
import { activeRoad } from './road-session.ts';

function showPlace(place: PlaceDto): void {
  activeRoad()?.applyPlace(place);
}

function moveSquad(position: RoadPositionDto): void {
  activeRoad()?.jumpTo(position);
}

/** The calls of the place windows; each answer updates the road and the HUD. */
export function usePlaceCalls(placeId: number) {
  const client = useQueryClient();
  const skill = useMutation({
    mutationFn: () => api.call(skillPlaceTakeRoute, { params: { id: placeId } }),
    onSuccess: (answer) => showPlace(answer.place),
  });
  const gain = useMutation({
    mutationFn: () => api.call(gainableGainRoute, { params: { id: placeId } }),
    onSuccess: (answer) => {
      showPlace(answer.place);
      patchBalances(client, answer.balances);
    },
  });
  const turn = useMutation({
    mutationFn: (back: boolean) => api.call(back ? turnBackRoute : turnUseRoute, { params: { id: placeId } }),
    onSuccess: (answer) => {
      showPlace(answer.place);
      moveSquad(answer.position);
    },
  });
  const mark = useMutation({
    mutationFn: (marker: string) => api.call(customPlaceMarkerRoute, { body: { placeId, marker } }),
    onSuccess: (answer) => showPlace(answer.place),
  });
  const portal = useMutation({
    mutationFn: (input: { targetStair: number; discount?: number }) =>
      api.call(portalUseRoute, { params: { id: placeId }, body: input }),
    onSuccess: (answer) => {
      patchBalances(client, answer.balances);
      moveSquad(answer.position);
    },
  });
  const teleport = useMutation({
    mutationFn: (target: number) => api.call(teleportUseRoute, { params: { id: placeId, target } }),
    onSuccess: (answer) => moveSquad(answer.position),
  });
  const chooseDiscount = useMutation({
    mutationFn: (discount: number) =>
      api.call(portalDiscountChosenRoute, { query: { discount, portalId: placeId } }),
    onSuccess: (info) => client.setQueryData(['portal', placeId, 'info'], info),
  });
  // A read story leaves its marker; the road shows its place done at once (the server does on reload).
  const storySeen = useMutation({
    mutationFn: (story: { place: PlaceDto; marker: string }) =>
      api.call(markerAddRoute, { body: { marker: story.marker } }),
    onSuccess: (answer, story) => {
      patchPlayer(client, { playerMarkers: answer.playerMarkers });
      showPlace({ ...story.place, used: true });
    },
  });
  return { skill, gain, turn, mark, portal, teleport, chooseDiscount, storySeen };
}

/**
 * Taking the item of an ARTIFACT, CONSUMABLE or RUNE place: the road shows the place
 * taken, and the storage, the backpack or the player's markers follow.
 */
export function useItemTake(placeId: number) {
  const client = useQueryClient();
  const artifact = useMutation({
    mutationFn: () => api.call(artifactPlaceTakeRoute, { params: { id: placeId } }),
    onSuccess: (answer) => {
      showPlace(answer.place);
      void client.invalidateQueries({ queryKey: gearKeys.artifacts });
    },
  });
  const consumable = useMutation({
    mutationFn: () => api.call(consumablePlaceTakeRoute, { params: { id: placeId } }),
    onSuccess: (answer) => {
      showPlace(answer.place);
      client.setQueryData(gearKeys.backpack, answer.backpack);
    },
  });
  const rune = useMutation({
    mutationFn: () => api.call(runePlaceTakeRoute, { params: { id: placeId } }),
    onSuccess: (answer) => {
      showPlace(answer.place);
      patchPlayer(client, { playerMarkers: answer.playerMarkers });
    },
  });
  return { artifact, consumable, rune };
}

export function usePortalInfo(placeId: number, enabled: boolean) {
  const info = useQuery({
    queryKey: ['portal', placeId, 'info'],
    queryFn: () => api.call(portalInfoRoute, { params: { id: placeId } }),
    enabled,
    retry: false,
  });
  const offer = useQuery({
    queryKey: ['portal', 'offer'],
    queryFn: () => api.call(portalOfferGetRoute),
    enabled,
    retry: false,
  });
  const teleports = useQuery({
    queryKey: ['portal', placeId, 'teleports'],
    queryFn: () => api.call(teleportGetRoute, { params: { id: placeId } }),
    enabled,
    retry: false,
  });
  return { info, offer, teleports };
}
