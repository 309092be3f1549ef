import fp from 'fastify-plugin';
import { forgeGetRoute, forgeReforgeRoute } from '@rol/protocol/artifact-routes';
import { apiRoute } from '../http/api-route.ts';
import { getForge, reforgeArtifact } from './forge-service.ts';

/** The forge (§2 smithy): its state today and reforging. */
export const forgeRoutesPlugin = fp(
  async (app) => {
    apiRoute(app, forgeGetRoute)(async ({ player }) => getForge(app, player));
    apiRoute(app, forgeReforgeRoute, { locksPlayer: true })(async ({ body, acting }) =>
      reforgeArtifact(app, acting, body.artifactId, body.creatureId),
    );
  },
  { name: 'forge-routes', dependencies: ['app-context', 'session-transport'] },
);
