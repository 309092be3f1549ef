import fp from 'fastify-plugin';
import {
  customPlaceMarkerRoute,
  gainableGainRoute,
  placeEnsureRoute,
  placeSpecialGetRoute,
  portalDiscountChosenRoute,
  portalInfoRoute,
  portalOfferGetRoute,
  portalUseRoute,
  resourcePlaceTakeRoute,
  skillPlaceTakeRoute,
  teleportGetRoute,
  teleportUseRoute,
  turnBackRoute,
  turnUseRoute,
} from '@rol/protocol/place-routes';
import { apiRoute } from '../http/api-route.ts';
import { ensurePlaces } from './ensure-places.ts';
import { gainGainablePlace } from './gain-gainable.ts';
import { choosePortalDiscount, getPortalInfo, getPortalOffer, usePortal } from './portals.ts';
import { setScenarioMarker } from './scenario-marker.ts';
import { getSpecialPlaces } from './special-places.ts';
import { takeResourcePlace, takeSkillPlace } from './take-places.ts';
import { getTeleportTargets, useTeleport } from './teleports.ts';
import { turnBack, useTurn } from './turns.ts';

/** §7 Places and portals. */
export const placeRoutesPlugin = fp(
  async (app) => {
    apiRoute(app, placeEnsureRoute, { locksPlayer: true })(async ({ query, acting }) =>
      ensurePlaces(app, acting, query.coordFrom, query.coordTo),
    );
    apiRoute(app, placeSpecialGetRoute)(async ({ player }) => getSpecialPlaces(app, player.id));
    apiRoute(app, resourcePlaceTakeRoute, { locksPlayer: true })(async ({ params, acting }) =>
      takeResourcePlace(app, acting, params.id),
    );
    apiRoute(
      app,
      skillPlaceTakeRoute,
    )(async ({ params, player }) => takeSkillPlace(app, player.id, params.id));
    apiRoute(
      app,
      gainableGainRoute,
    )(async ({ params, player }) => gainGainablePlace(app, player.id, params.id));
    apiRoute(app, turnUseRoute)(async ({ params, player }) => useTurn(app, player.id, params.id));
    apiRoute(app, turnBackRoute)(async ({ params, player }) => turnBack(app, player.id, params.id));
    apiRoute(
      app,
      teleportGetRoute,
    )(async ({ params, player }) => getTeleportTargets(app, player.id, params.id));
    apiRoute(
      app,
      teleportUseRoute,
    )(async ({ params, player }) => useTeleport(app, player.id, params.id, params.target));
    apiRoute(
      app,
      customPlaceMarkerRoute,
    )(async ({ body, player }) => setScenarioMarker(app, player.id, body.placeId, body.marker));
    apiRoute(app, portalOfferGetRoute)(async ({ player }) => getPortalOffer(app, player.id));
    apiRoute(app, portalInfoRoute)(async ({ params, player }) => getPortalInfo(app, player.id, params.id));
    apiRoute(
      app,
      portalDiscountChosenRoute,
    )(async ({ query, player }) => choosePortalDiscount(app, player.id, query.portalId, query.discount));
    apiRoute(
      app,
      portalUseRoute,
    )(async ({ params, body, player }) => usePortal(app, player.id, params.id, body ?? {}));
  },
  { name: 'place-routes', dependencies: ['app-context', 'session-transport'] },
);
