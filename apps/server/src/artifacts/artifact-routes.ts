import fp from 'fastify-plugin';

/** Artifacts (§3, §5): list, give, take. */
export const artifactRoutesPlugin = fp(async () => {}, {
  name: 'artifact-routes',
  dependencies: ['app-context', 'session-transport'],
});
