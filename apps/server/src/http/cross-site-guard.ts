import type { RouteDef } from '@rol/protocol/route';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAllowedOrigin } from './allowed-origins.ts';
import { ApiError } from './api-error.ts';
import { SESSION_COOKIE } from './session-transport.ts';

function offeredOutsideCookie(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.[SESSION_COOKIE];
  return (typeof fromQuery === 'string' && fromQuery.trim() !== '') || Boolean(request.headers.authorization);
}

/**
 * Whether a state-changing GET may run: a plain link, image or form of another site sends the
 * player's cookie but can neither set a header nor know the session token. So the session must
 * come in the Authorization header or the `JSESSIONID` parameter, not in the cookie alone, and a
 * browser that says the call comes from another site (`Sec-Fetch-Site`) is refused unless its
 * `Origin` is one of the allowed origins. A call without any session passes (it gets its own 401).
 */
export function crossSiteRefusal(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') {
    const origin = request.headers.origin;
    if (origin === undefined || !isAllowedOrigin(origin, request.headers.host, allowedOrigins)) return true;
  }
  if (offeredOutsideCookie(request)) return false;
  return request.cookies[SESSION_COOKIE] !== undefined;
}

/** Refuses (403 CROSS_SITE_REFUSED) a protocol GET marked `changesState` that another site could have sent. */
export const crossSiteGuardPlugin = fp(
  async (app) => {
    app.addHook('preHandler', (request, _reply, done) => {
      const route = (request.routeOptions.config as { protocolRoute?: RouteDef } | undefined)?.protocolRoute;
      if (route?.method === 'GET' && route.changesState === true && crossSiteRefusal(request, app.config.allowedOrigins)) {
        done(new ApiError('CROSS_SITE_REFUSED'));
        return;
      }
      done();
    });
  },
  { name: 'cross-site-guard', dependencies: ['app-context', '@fastify/cookie'] },
);
