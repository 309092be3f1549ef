import fp from 'fastify-plugin';

/** The backpack (§2) and its battle slots. */
export const backpackRoutesPlugin = fp(async () => {}, {
  name: 'backpack-routes',
  dependencies: ['app-context', 'session-transport'],
});
