import fp from 'fastify-plugin';
import { artifactGiveRoute, artifactListRoute, artifactTakeRoute } from '@rol/protocol/artifact-routes';
import { apiRoute } from '../http/api-route.ts';
import { giveArtifact, listArtifacts, takeArtifact } from './artifact-service.ts';

/** Artifacts (§3, §5): list, give, take. */
export const artifactRoutesPlugin = fp(
  async (app) => {
    apiRoute(app, artifactListRoute)(async ({ player }) => listArtifacts(app, player.id));
    apiRoute(
      app,
      artifactGiveRoute,
    )(async ({ body, player }) => giveArtifact(app, player.id, body.artifactId, body.creatureId));
    apiRoute(
      app,
      artifactTakeRoute,
    )(async ({ body, player }) => takeArtifact(app, player.id, body.artifactId));
  },
  { name: 'artifact-routes', dependencies: ['app-context', 'session-transport'] },
);
