import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RouteDef } from '@rol/protocol/route';
import type { PlayerRow } from '../db/schema/players.ts';
import { assertNotBanned } from '../players/ban.ts';
import type { SessionReads } from '../sessions/session-queries.ts';
import { ApiError } from './api-error.ts';
import { resolveAuth } from './session-transport.ts';
import { validateInput } from './validate-input.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<R extends RouteDef, T = undefined> {
  body: Parsed<R['body']>;
  query: Parsed<R['query']>;
  params: Parsed<R['params']>;
  /** The session's player: always there on `auth: 'player'` routes. */
  player: R['auth'] extends 'player' ? PlayerRow : PlayerRow | null;
  /** What the route's `sessionReads` read with the session (with `auth: 'player'`). */
  reads: T;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What a handler returns: the answer of the route's response schema, or the reply it already sent (204, 307). */
export type RouteAnswer<R extends RouteDef> =
  (R['response'] extends z.ZodType ? z.input<R['response']> : unknown) | FastifyReply;

export interface ApiRouteOptions<T = undefined> {
  /** A banned player may still call this route (player info shows the ban). */
  allowBanned?: boolean;
  /** Reads done in the session's statement (one round trip for a read-only route): `reads` of the handler. */
  sessionReads?: SessionReads<T>;
}

/**
 * Registers a protocol route: resolves the session (401 on `auth: 'player'` without one, 403 for a
 * banned player), validates params, query and body with the route's schemas, runs the handler and
 * sends its answer as JSON (bare values too: `true`, a number). Curried — `apiRoute(app, route)(handler)`
 * — so the handler is typed by the route alone and keeps literal answers (`{ ok: true }`).
 */
export function apiRoute<R extends RouteDef, T = undefined>(
  app: FastifyInstance,
  route: R,
  options: ApiRouteOptions<T> = {},
) {
  return (handler: (context: RouteContext<R, T>) => Promise<RouteAnswer<R>>): void => {
    app.route({
      method: route.method,
      url: route.path,
      handler: async (request, reply) => {
        const auth = route.auth === 'none' ? null : await resolveAuth(request, reply, options.sessionReads);
        if (route.auth === 'player') {
          if (!auth) throw new ApiError('UNAUTHORIZED');
          if (!options.allowBanned) assertNotBanned(auth.player, app.clock());
        }
        const context = {
          params: route.params ? validateInput(route.params, request.params, 'params') : undefined,
          query: route.query ? validateInput(route.query, request.query ?? {}, 'query') : undefined,
          body: route.body ? validateInput(route.body, request.body ?? {}, 'body') : undefined,
          player: auth?.player ?? null,
          reads: auth?.reads,
          request,
          reply,
        } as RouteContext<R, T>;
        const answer = await handler(context);
        if (answer === reply || reply.sent) return reply;
        if (app.config.validateResponses && route.response) route.response.parse(answer);
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
      },
    });
  };
}
