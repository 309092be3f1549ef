import { routePath, type BodyOf, type QueryOf, type ResponseOf, type RouteDef } from '@rol/protocol/route';
import { ApiError } from './api-error.ts';
import type { Session } from './session.ts';

/** §7 identity headers taken from the page address (and platform SDKs once they are known). */
export interface IdentityHeaders {
  logged_user_id: string | null;
  viewer_id: string | null;
  exe_user: string | null;
  uid: string | null;
  fotoUid: string | null;
  beeline_login: string | null;
}

/** §7 platform ids, added as headers when known. */
export const PLATFORM_ID_HEADERS = ['ya_unique_id', 'gp_player_id', 'gp_platform', 'tg_user_id', 'crazyId', 'kongId'] as const;
export type PlatformIds = Partial<Record<(typeof PLATFORM_ID_HEADERS)[number], string>> & { mystoreUid?: string };

/** What a 401 does: run the reload routine (when a player is loaded), only log it, or leave it to the caller. */
export type UnauthorizedPolicy = 'reload' | 'log' | 'ignore';

export const PLAYER_INFO_PATH = '/api/player/info/current';
export const PLAYER_ID_PATH = '/api/player/id/current';

/** §7: the player fetch ignores a 401, the current-player id lookup only logs it; everything else reloads. */
export function unauthorizedPolicyFor(path: string): UnauthorizedPolicy {
  if (path === PLAYER_INFO_PATH) return 'ignore';
  if (path === PLAYER_ID_PATH) return 'log';
  return 'reload';
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  session: Session;
  identity: () => IdentityHeaders;
  platformIds: () => PlatformIds;
  /** The interface language sent as Accept-Language (absent: none sent). */
  lang?: () => string;
  isPlayerLoaded: () => boolean;
  /** The reload routine (§7): 204 answers and 401s while playing. */
  onReload: (reason: string) => void;
  /** 307: send the browser to the address in the body. */
  onRedirect: (address: string) => void;
  /** §8 VERSION_OUTDATED: the page runs an older build than the server's (its Update step). */
  onOutdated?: (reason: string) => void;
  warn: (message: string) => void;
}

export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  /** Lets the request outlive the page (the unload log). */
  keepalive?: boolean;
}

/** The headers of one request (§7): JSON, Authorization, identity headers and platform ids when known. */
export function requestHeaders(session: Session, identity: IdentityHeaders, platformIds: PlatformIds, lang?: string): Headers {
  const headers = new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' });
  // The interface language: the server's error texts answer in it until a player has a language.
  if (lang) headers.set('Accept-Language', lang);
  const { authorization } = session.get();
  if (authorization !== null) headers.set('Authorization', authorization);
  const identityWithStore: IdentityHeaders = platformIds.mystoreUid ? { ...identity, uid: platformIds.mystoreUid } : identity;
  for (const [name, value] of Object.entries(identityWithStore)) {
    if (value !== null && value !== undefined && value !== '') headers.set(name, value);
  }
  for (const name of PLATFORM_ID_HEADERS) {
    const value = platformIds[name];
    if (value) headers.set(name, value);
  }
  return headers;
}

/** The address of one request: path, its query and the session as `JSESSIONID` (§7). */
export function requestUrl(path: string, query: CallInput['query'], jsession: string | null): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  if (jsession !== null) search.set('JSESSIONID', jsession);
  const text = search.toString();
  return text.length > 0 ? `${path}?${text}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The address a 307 carries: the body's `message` (or `location`/`url`), or a bare string body. */
export function redirectAddress(body: unknown, locationHeader: string | null): string | null {
  if (typeof body === 'string' && body.trim().length > 0) return body.trim();
  if (typeof body === 'object' && body !== null) {
    for (const key of ['message', 'location', 'url'] as const) {
      const value = (body as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.length > 0) return value;
    }
  }
  return locationHeader;
}

function isSessionLoss(body: unknown): boolean {
  const code = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return code === undefined || code === 'UNAUTHORIZED';
}

export function createApiClient(deps: ApiClientDeps) {
  async function request(method: 'GET' | 'POST', path: string, input: CallInput = {}): Promise<unknown> {
    await deps.session.ready();
    const { jsession } = deps.session.get();
    const url = requestUrl(path, input.query, jsession);
    let response: Response;
    try {
      response = await deps.fetch(url, {
        method,
        credentials: 'include',
        headers: requestHeaders(deps.session, deps.identity(), deps.platformIds(), deps.lang?.()),
        // Fastify refuses an empty body under a JSON content type: POSTs always send an object.
        body: method === 'POST' ? JSON.stringify(input.body ?? {}) : undefined,
        keepalive: input.keepalive === true,
      });
    } catch (cause) {
      throw new ApiError(0, 'NETWORK', cause instanceof Error ? cause.message : 'network error');
    }

    deps.session.update({
      jsession: response.headers.get('jsession'),
      authorization: response.headers.get('authorization'),
    });

    if (response.status === 204) {
      deps.onReload(`204 from ${path}`);
      throw new ApiError(204, 'RELOAD', `reload requested by ${path}`);
    }
    const body = await readBody(response);
    // A 307 without a Location header reaches us as it is; its body names the address.
    if (response.status === 307) {
      const address = redirectAddress(body, response.headers.get('location'));
      if (address !== null) deps.onRedirect(address);
      throw new ApiError(307, 'REDIRECT', `redirected by ${path}`);
    }
    // A 401 naming another code (a wrong password) is a form error, not a lost session.
    if (response.status === 401 && isSessionLoss(body)) {
      const policy = unauthorizedPolicyFor(path);
      if (policy === 'log') deps.warn(`401 from ${path}`);
      if (policy === 'reload' && deps.isPlayerLoaded()) deps.onReload(`401 from ${path}`);
    }
    if (!response.ok) {
      const error = ApiError.fromBody(response.status, body);
      if (error.code === 'VERSION_OUTDATED') deps.onOutdated?.(`VERSION_OUTDATED from ${path}`);
      throw error;
    }
    return body;
  }

  return {
    request,
    /** Calls a protocol route with typed input and output. */
    call<R extends RouteDef>(
      route: R,
      input: { params?: Record<string, string | number>; query?: QueryOf<R>; body?: BodyOf<R> } = {},
    ): Promise<ResponseOf<R>> {
      const path = routePath(route.path, input.params);
      return request(route.method, path, {
        query: input.query as CallInput['query'],
        body: input.body,
      }) as Promise<ResponseOf<R>>;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
