import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RouteDef } from '@rol/protocol/route';
import type { Db } from '../db/database.ts';
import { onOneConnection } from '../db/one-connection.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import type { ActingPlayer, LockedPlayer } from './acting-player.ts';
import { assertNotBanned } from './ban.ts';
import type { SessionReads } from '../sessions/session-queries.ts';
import { actionTransaction, runInActionScope } from './action-scope.ts';
import { ApiError } from './api-error.ts';
import type { AppContext } from './app-context.ts';
import { resolveAuth, sessionTokenCandidates } from './session-transport.ts';
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
  /**
   * Whom the route acts for: with `locksPlayer`, the player locked in the route's transaction;
   * otherwise the session's player id (services then lock the row in a transaction of their own).
   */
  acting: R['auth'] extends 'player' ? ActingPlayer : ActingPlayer | null;
  /**
   * Queues work for after the route's writes are committed (with `locksPlayer`, after the action's
   * transaction; otherwise once the handler returns), before the answer is sent: notifications that
   * must not tell anyone of a write that could still roll back.
   */
  afterCommit: (task: AfterCommitTask) => void;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * What services take: the app's database, clock, config and bus. With `oneConnection`, its `db` is
   * the request's one connection, and the handler reads through it alone.
   */
  ctx: AppContext;
}

/** Work a handler leaves for after its writes are committed (`RouteContext.afterCommit`). */
export type AfterCommitTask = () => Promise<void>;

/** What a handler returns: the answer of the route's response schema, or the reply it already sent (204, 307). */
export type RouteAnswer<R extends RouteDef> =
  (R['response'] extends z.ZodType ? z.input<R['response']> : unknown) | FastifyReply;

export interface ApiRouteOptions<T = undefined> {
  /** A banned player may still call this route (player info shows the ban). */
  allowBanned?: boolean;
  /** Reads done in the session's statement (one round trip for a read-only route): `reads` of the handler. */
  sessionReads?: SessionReads<T>;
  /**
   * An action route (`auth: 'player'`): the route opens the action's transaction and its session
   * lookup locks the player's row in the same statement; the handler passes `acting` to a service
   * that runs in that transaction (`inPlayerTransaction`). The answer is sent after the commit, so
   * the handler returns it and never sends the reply itself. `'with-battle'`: a battle action — the
   * player's current battle is locked and read in the same statement (`acting.battle`).
   */
  locksPlayer?: boolean | 'with-battle';
  /**
   * A read route of several statements: the session lookup and the handler run on one connection of
   * the pool, taken once (`onOneConnection`), and the handler reads through `ctx.db` only — never
   * `app.db`, and no service that opens a transaction of its own on the pool.
   */
  oneConnection?: boolean;
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
  const contextOf = (
    request: FastifyRequest,
    reply: FastifyReply,
    player: PlayerRow | null,
    reads: T | undefined,
    acting: ActingPlayer | null,
    afterCommit: AfterCommitTask[],
    ctx: AppContext = app,
  ) =>
    ({
      params: route.params ? validateInput(route.params, request.params, 'params') : undefined,
      query: route.query ? validateInput(route.query, request.query ?? {}, 'query') : undefined,
      body: route.body ? validateInput(route.body, request.body ?? {}, 'body') : undefined,
      player,
      reads,
      acting,
      afterCommit: (task: AfterCommitTask) => afterCommit.push(task),
      request,
      reply,
      ctx,
    }) as RouteContext<R, T>;
  const runAfterCommit = async (tasks: readonly AfterCommitTask[]) => {
    for (const task of tasks) await task();
  };
  const send = (reply: FastifyReply, answer: unknown) => {
    if (app.config.validateResponses && route.response) route.response.parse(answer);
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
  };
  return (handler: (context: RouteContext<R, T>) => Promise<RouteAnswer<R>>): void => {
    app.route({
      method: route.method,
      url: route.path,
      config: { protocolRoute: route },
      handler: async (request, reply) => {
        const afterCommit: AfterCommitTask[] = [];
        return runInActionScope(
          request,
          (task) => afterCommit.push(task),
          async () => {
            if (options.locksPlayer && route.auth === 'player') {
              if (sessionTokenCandidates(request).length === 0) throw new ApiError('UNAUTHORIZED');
              const answer = await actionTransaction(app.db, async (tx) => {
                const withBattle = options.locksPlayer === 'with-battle';
                const auth = await resolveAuth(request, reply, { lockIn: tx, withBattle });
                if (!auth) throw new ApiError('UNAUTHORIZED');
                if (!options.allowBanned) assertNotBanned(auth.player, app.clock());
                const acting: LockedPlayer = withBattle
                  ? { tx, player: auth.player, battle: auth.battle ?? null }
                  : { tx, player: auth.player };
                const answered = await handler(
                  contextOf(request, reply, auth.player, undefined, acting, afterCommit),
                );
                if (answered === reply || reply.sent)
                  throw new Error(`${route.path}: an action route returns its answer, it does not send it`);
                return answered;
              });
              await runAfterCommit(afterCommit);
              return send(reply, answer);
            }
            const read = async (db: Db) => {
              const auth =
                route.auth === 'none'
                  ? null
                  : await resolveAuth(request, reply, { reads: options.sessionReads, readIn: db });
              if (route.auth === 'player') {
                if (!auth) throw new ApiError('UNAUTHORIZED');
                if (!options.allowBanned) assertNotBanned(auth.player, app.clock());
              }
              const player = auth?.player ?? null;
              const ctx: AppContext =
                db === app.db ? app : { db, clock: app.clock, config: app.config, publish: app.publish };
              return handler(
                contextOf(request, reply, player, auth?.reads, player?.id ?? null, afterCommit, ctx),
              );
            };
            const answer = options.oneConnection ? await onOneConnection(app.db, read) : await read(app.db);
            await runAfterCommit(afterCommit);
            if (answer === reply || reply.sent) return reply;
            return send(reply, answer);
          },
        );
      },
    });
  };
}
