import type { RouteDef } from '@rol/protocol/route';
import type { FastifyRequest } from 'fastify';
import { isAllowedOrigin } from './allowed-origins.ts';

/**
 * Whether a browser says the request was sent by a page of another site than the game's own or
 * one of the allowed origins (ALLOWED_ORIGINS). `Sec-Fetch-Site: same-origin` (or `none`, the
 * player's own address bar) is the browser's word and passes even where a proxy rewrote `Host`;
 * `cross-site` and `same-site` pass only from an allowed origin. Without that header (an older
 * browser) the `Origin` decides, "null" included (a sandboxed frame, a data: page); without
 * either it is no browser's page, which holds no player's cookie.
 */
export function isFromAnotherSite(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'none') return false;
  const origin = request.headers.origin;
  if (site === 'cross-site' || site === 'same-site')
    return origin === undefined || !isAllowedOrigin(origin, request.headers.host, allowedOrigins);
  return origin !== undefined && !isAllowedOrigin(origin, request.headers.host, allowedOrigins);
}

/** The protocol route a request was matched to, if any. */
export function protocolRouteOf(request: FastifyRequest): RouteDef | undefined {
  return (request.routeOptions.config as { protocolRoute?: RouteDef } | undefined)?.protocolRoute;
}

/**
 * Which refusal a request authenticated by the session cookie alone meets (docs/security.md,
 * "Requests another site sends"): a GET marked `changesState` always (a link or an image of
 * another site sends the cookie and no site at all in older browsers), any other method but GET
 * and HEAD when another site sent it.
 */
export function cookieAloneRefused(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return protocolRouteOf(request)?.changesState === true;
  return isFromAnotherSite(request, allowedOrigins);
}
