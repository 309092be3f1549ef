import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loginAsLevel } from '@rol/rules/staff/staff-permissions';
import type { Db, Tx } from '../db/database.ts';
import type { BattleRow } from '../db/schema/battles.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import {
  deleteSession,
  findSessionWithPlayer,
  insertSession,
  lockSessionPlayer,
  lockSessionPlayerAndBattle,
  touchSession,
  type SessionReads,
} from '../sessions/session-queries.ts';
import { hashSessionToken, isSessionTokenFormat, newSessionToken } from '../sessions/session-token.ts';
import { ApiError } from './api-error.ts';
import { cookieAloneRefused } from './cross-site-origin.ts';
import { findLoginAs, mayBeLoginAs } from '../sessions/login-as-sessions.ts';

export const SESSION_COOKIE = 'JSESSIONID';
/** Headers the client stores and sends back (§7); readable cross-origin through Expose-Headers. */
export const SESSION_HEADERS = ['jsession', 'authorization'] as const;
/** lastSeenAt is written at most this often per session. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

export interface Auth {
  token: string;
  tokenHash: string;
  /** The session's player; in a login-as session with the player's powers only (`loginAsLevel`). */
  player: PlayerRow;
  /** In a login-as session, the staff member acting as the player (docs/moderation.md, "Login-as"). */
  actingStaffId?: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session and its player, once an API route resolved them; null without a valid session. */
    auth: Auth | null;
  }
}

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/** The tokens offered outside the cookie: the `JSESSIONID` query parameter, the Authorization header. */
function tokensOutsideCookie(request: FastifyRequest): (string | undefined)[] {
  const query = request.query as Record<string, unknown> | undefined;
  const authorization = firstString(request.headers.authorization)?.replace(/^Bearer\s+/i, '');
  return [firstString(query?.[SESSION_COOKIE])?.trim(), authorization?.trim()];
}

/** Session tokens offered by the request, best first: `JSESSIONID` query, Authorization header, cookie. */
export function sessionTokenCandidates(request: FastifyRequest): string[] {
  const offered = [...tokensOutsideCookie(request), request.cookies[SESSION_COOKIE]?.trim()];
  const tokens: string[] = [];
  for (const token of offered) {
    if (token && isSessionTokenFormat(token) && !tokens.includes(token)) tokens.push(token);
  }
  return tokens;
}

/**
 * Refuses (403 CROSS_SITE_REFUSED) a request whose live session `token` came in the cookie alone
 * when another site could have sent it (`cookieAloneRefused`): a page of another site makes the
 * browser send the cookie but can neither set a header nor know the token. Judged on the token
 * that authenticates, so a dead token in the address or a header cannot hide the cookie's.
 */
function assertNotCrossSiteCookie(request: FastifyRequest, token: string): void {
  if (tokensOutsideCookie(request).includes(token)) return;
  if (cookieAloneRefused(request, request.server.config.allowedOrigins)) throw new ApiError('CROSS_SITE_REFUSED');
}

export function writeSession(request: FastifyRequest, reply: FastifyReply, token: string): void {
  for (const header of SESSION_HEADERS) reply.header(header, token);
  if (request.cookies[SESSION_COOKIE] !== token) {
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: Math.floor(request.server.config.sessionTtlMs / 1000),
    });
  }
}

/**
 * Finds the request's session (first valid candidate) and its player; writes the token back. With
 * `reads`, what they read comes from the same statement (`reads` of the answer). With `lockIn`, the
 * lookup runs in that transaction and locks the player's row in the same statement.
 */
export async function resolveAuth<T = undefined>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    reads?: SessionReads<T> | undefined;
    lockIn?: Tx | undefined;
    withBattle?: boolean;
    /** Where a lookup without a lock reads (a request's one connection); the app's pool by default. */
    readIn?: Db | undefined;
  } = {},
): Promise<(Auth & { reads: T | undefined; battle?: BattleRow | null }) | null> {
  const tokens = sessionTokenCandidates(request);
  if (tokens.length === 0) return null;
  const { clock, config } = request.server;
  const { reads, lockIn, withBattle, readIn } = options;
  const db = lockIn ?? readIn ?? request.server.db;
  const now = clock();
  const seenAfter = new Date(now - config.sessionTtlMs);
  // Usually one candidate; otherwise the best first, each in its own statement, until one is live.
  for (const token of tokens) {
    const tokenHash = hashSessionToken(token);
    // A battle action first tries the player and its battle in one statement; without a battle (or
    // when it changed during the wait) the player alone, and the battle is read after (`battle: null`).
    const withItsBattle =
      lockIn && withBattle ? await lockSessionPlayerAndBattle(lockIn, { tokenHash, seenAfter }) : null;
    const session =
      withItsBattle ??
      (lockIn
        ? await lockSessionPlayer(lockIn, { tokenHash, seenAfter })
        : await findSessionWithPlayer(db, { tokenHash, seenAfter }, reads, now));
    if (!session) continue;
    assertNotCrossSiteCookie(request, token);
    if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS)
      await touchSession(db, { tokenHash, now: new Date(now) });
    // Only a login-as session (and 1 in 4,096 others, by its hash) costs this lookup.
    const loginAs = mayBeLoginAs(tokenHash) ? await findLoginAs(db, tokenHash) : null;
    const player = loginAs
      ? { ...session.player, accessLevel: loginAsLevel(session.player.accessLevel) }
      : session.player;
    request.auth = { token, tokenHash, player, actingStaffId: loginAs?.moderatorId ?? null };
    writeSession(request, reply, token);
    return {
      ...request.auth,
      reads: reads && session.reads ? reads.decode(session.reads) : undefined,
      ...(withBattle ? { battle: withItsBattle?.battle ?? null } : {}),
    };
  }
  return null;
}

/** Starts a new session for `player` and hands its token to the client. */
export async function issueSession(
  request: FastifyRequest,
  reply: FastifyReply,
  player: PlayerRow,
): Promise<Auth> {
  const token = newSessionToken();
  const tokenHash = hashSessionToken(token);
  await insertSession(request.server.db, {
    tokenHash,
    playerId: player.id,
    now: new Date(request.server.clock()),
  });
  request.auth = { token, tokenHash, player };
  writeSession(request, reply, token);
  return request.auth;
}

/**
 * Replaces the request's session with a new one for `player` (register, login, password change):
 * the old token dies, so a token someone else planted or saw (a link carrying `JSESSIONID`) never
 * holds the account. Answers with the new token (headers and cookie). Returns the old token's hash.
 */
export async function renewSession(
  request: FastifyRequest,
  reply: FastifyReply,
  player: PlayerRow,
): Promise<string | null> {
  const old = request.auth?.tokenHash ?? null;
  if (old !== null) await deleteSession(request.server.db, old);
  await issueSession(request, reply, player);
  return old;
}

/** Ends the request's session (if any) and clears the cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.auth) await deleteSession(request.server.db, request.auth.tokenHash);
  request.auth = null;
  for (const header of SESSION_HEADERS) reply.removeHeader(header);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Cookies, the `auth` slot on requests and the exposed session headers. */
export const sessionTransportPlugin = fp(
  async (app) => {
    app.decorateRequest('auth', null);
    const exposed = SESSION_HEADERS.join(', ');
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url.startsWith('/api/')) reply.header('access-control-expose-headers', exposed);
      done();
    });
  },
  { name: 'session-transport', dependencies: ['app-context', '@fastify/cookie'] },
);
