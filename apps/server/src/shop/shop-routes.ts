import fp from 'fastify-plugin';

/** Shops (§2): the hero shop and the goods. */
export const shopRoutesPlugin = fp(async () => {}, {
  name: 'shop-routes',
  dependencies: ['app-context', 'session-transport'],
});
