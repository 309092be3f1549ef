import fp from 'fastify-plugin';

/** Road places that hold items: artifacts, consumables, runes. */
export const itemPlaceRoutesPlugin = fp(async () => {}, {
  name: 'item-place-routes',
  dependencies: ['app-context', 'session-transport'],
});
