import fp from 'fastify-plugin';
import type { RouteDef } from '@rol/protocol/route';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every protocol route this app serves, in the order registered (`apiRoute` marks them). */
    protocolRoutes: readonly RouteDef[];
  }
  interface FastifyContextConfig {
    /** The protocol route a Fastify route serves (set by `apiRoute`). */
    protocolRoute?: RouteDef;
  }
}

/**
 * Collects the protocol routes as they are registered, so the OpenAPI document is made from exactly
 * what the server serves. Register it before the route plugins.
 */
export const protocolRouteListPlugin = fp(
  async (app) => {
    const routes: RouteDef[] = [];
    app.decorate('protocolRoutes', routes);
    app.addHook('onRoute', (options) => {
      const route = options.config?.protocolRoute;
      if (route) routes.push(route);
    });
  },
  { name: 'protocol-route-list' },
);
