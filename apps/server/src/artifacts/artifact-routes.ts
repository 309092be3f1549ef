import fp from 'fastify-plugin';
import { artifactGiveRoute, artifactListRoute, artifactTakeRoute } from '@rol/protocol/artifact-routes';
import { apiRoute } from '../http/api-route.ts';
import { artifactItemsSessionReads } from './artifact-queries.ts';
import { giveArtifact, listArtifacts, takeArtifact } from './artifact-service.ts';

/** Artifacts (§3, §5): list, give, take. */
export const artifactRoutesPlugin = fp(
  async (app) => {
    apiRoute(app, artifactListRoute, { sessionReads: artifactItemsSessionReads })(async ({ reads }) =>
      listArtifacts(reads),
    );
    const action = { locksPlayer: true } as const;
    apiRoute(
      app,
      artifactGiveRoute,
      action,
    )(async ({ body, acting }) => giveArtifact(app, acting, body.artifactId, body.creatureId));
    apiRoute(
      app,
      artifactTakeRoute,
      action,
    )(async ({ body, acting }) => takeArtifact(app, acting, body.artifactId));
  },
  { name: 'artifact-routes', dependencies: ['app-context', 'session-transport'] },
);
