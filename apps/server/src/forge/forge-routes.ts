import fp from 'fastify-plugin';

/** The forge (§2 smithy): its state today and reforging. */
export const forgeRoutesPlugin = fp(async () => {}, {
  name: 'forge-routes',
  dependencies: ['app-context', 'session-transport'],
});
