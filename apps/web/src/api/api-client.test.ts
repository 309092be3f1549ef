import { describe, expect, it, vi } from 'vitest';
import { defineRoute } from '@rol/protocol/route';
import { createLocalStore, memoryStorage } from '../storage/local-store.ts';
import { createApiClient, redirectAddress, requestHeaders, requestUrl, type ApiClientDeps, type IdentityHeaders } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { createSession } from './session.ts';

const noIdentity: IdentityHeaders = {
  logged_user_id: null,
  viewer_id: null,
  exe_user: null,
  uid: null,
  fotoUid: null,
  beeline_login: null,
};

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function setup(responses: Response[], overrides: Partial<ApiClientDeps> = {}) {
  const storage = memoryStorage();
  const store = createLocalStore(storage);
  const session = createSession(store, { jsession: null, authorization: null });
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchMock = vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = responses.shift();
    return next ? Promise.resolve(next) : Promise.reject(new TypeError('Failed to fetch'));
  });
  const deps: ApiClientDeps = {
    fetch: fetchMock as unknown as typeof fetch,
    session,
    identity: () => noIdentity,
    platformIds: () => ({}),
    isPlayerLoaded: () => true,
    onReload: vi.fn(),
    onRedirect: vi.fn(),
    warn: vi.fn(),
    ...overrides,
  };
  return { client: createApiClient(deps), deps, calls, store, session };
}

describe('requestUrl', () => {
  it('adds the query and the session as JSESSIONID', () => {
    expect(requestUrl('/api/x', { a: 1, b: true, c: null }, 'tok')).toBe('/api/x?a=1&b=true&JSESSIONID=tok');
    expect(requestUrl('/api/x', undefined, null)).toBe('/api/x');
  });
});

describe('requestHeaders', () => {
  it('sends JSON, Authorization, identity headers and platform ids when known', () => {
    const store = createLocalStore(memoryStorage());
    const session = createSession(store, { jsession: 's', authorization: 'Bearer a' });
    const headers = requestHeaders(
      session,
      { ...noIdentity, logged_user_id: '10', viewer_id: '11', uid: '12', fotoUid: '13', exe_user: '14', beeline_login: '15' },
      { ya_unique_id: 'y', tg_user_id: 't', crazyId: 'c' },
    );
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('authorization')).toBe('Bearer a');
    expect(headers.get('logged_user_id')).toBe('10');
    expect(headers.get('viewer_id')).toBe('11');
    expect(headers.get('uid')).toBe('12');
    expect(headers.get('fotoUid')).toBe('13');
    expect(headers.get('exe_user')).toBe('14');
    expect(headers.get('beeline_login')).toBe('15');
    expect(headers.get('ya_unique_id')).toBe('y');
    expect(headers.get('tg_user_id')).toBe('t');
    expect(headers.get('crazyId')).toBe('c');
    expect(headers.has('kongId')).toBe(false);
  });

  it('sends the interface language so error texts answer in it', () => {
    const session = createSession(createLocalStore(memoryStorage()), { jsession: null, authorization: null });
    expect(requestHeaders(session, noIdentity, {}, 'en').get('accept-language')).toBe('en');
    expect(requestHeaders(session, noIdentity, {}).has('accept-language')).toBe(false);
  });

  it('replaces uid with a mystore uid', () => {
    const session = createSession(createLocalStore(memoryStorage()), { jsession: null, authorization: null });
    const headers = requestHeaders(session, { ...noIdentity, uid: 'page' }, { mystoreUid: 'store' });
    expect(headers.get('uid')).toBe('store');
    expect(headers.has('authorization')).toBe(false);
  });
});

describe('redirectAddress', () => {
  it('reads the body message, a bare string or the Location header', () => {
    expect(redirectAddress({ message: 'https://a.example/' }, null)).toBe('https://a.example/');
    expect(redirectAddress('https://b.example/', null)).toBe('https://b.example/');
    expect(redirectAddress(undefined, '/x')).toBe('/x');
  });
});

describe('api client', () => {
  it('sends credentials and JSON, and stores the session headers it receives', async () => {
    const { client, calls, store, session } = setup([
      jsonResponse(200, { playerId: 1 }, { jsession: 'new-session', authorization: 'Bearer z' }),
      jsonResponse(200, { ok: true }),
    ]);
    await expect(client.request('POST', '/api/security/registerTrial', { body: { lang: 'ru' } })).resolves.toEqual({ playerId: 1 });
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.body).toBe('{"lang":"ru"}');
    expect(store.jsession()).toBe('new-session');
    expect(session.get().authorization).toBe('Bearer z');
    await client.request('GET', '/api/player/current');
    expect(calls[1]?.url).toBe('/api/player/current?JSESSIONID=new-session');
    expect(new Headers(calls[1]?.init.headers).get('authorization')).toBe('Bearer z');
  });

  it('sends an empty JSON object for a POST without a body', async () => {
    const { client, calls } = setup([jsonResponse(200, { ok: true })]);
    await client.request('POST', '/api/security/logout');
    expect(calls[0]?.init.body).toBe('{}');
  });

  it('runs the reload routine on 204', async () => {
    const { client, deps } = setup([new Response(null, { status: 204 })]);
    await expect(client.request('GET', '/api/player/current')).rejects.toMatchObject({ code: 'RELOAD' });
    expect(deps.onReload).toHaveBeenCalledOnce();
  });

  it('shows the Update step on VERSION_OUTDATED and still fails the call', async () => {
    const onOutdated = vi.fn();
    const { client, deps } = setup(
      [jsonResponse(409, { error: 'VERSION_OUTDATED', message: 'outdated', details: { frontVersion: 632 } })],
      { onOutdated },
    );
    await expect(client.request('GET', '/api/player/info/current')).rejects.toMatchObject({ code: 'VERSION_OUTDATED', status: 409 });
    expect(onOutdated).toHaveBeenCalledOnce();
    expect(deps.onReload).not.toHaveBeenCalled();
  });

  it('redirects to the address in a 307 body', async () => {
    const { client, deps } = setup([jsonResponse(307, { message: 'https://elsewhere.example/' })]);
    await expect(client.request('GET', '/api/player/current')).rejects.toMatchObject({ code: 'REDIRECT' });
    expect(deps.onRedirect).toHaveBeenCalledWith('https://elsewhere.example/');
  });

  it('reloads on 401 only while a player is loaded', async () => {
    const unauthorized = () => jsonResponse(401, { error: 'UNAUTHORIZED', message: 'no' });
    const loaded = setup([unauthorized()]);
    await expect(loaded.client.request('GET', '/api/player/current')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(loaded.deps.onReload).toHaveBeenCalledOnce();

    const notLoaded = setup([unauthorized()], { isPlayerLoaded: () => false });
    await expect(notLoaded.client.request('GET', '/api/player/current')).rejects.toBeInstanceOf(ApiError);
    expect(notLoaded.deps.onReload).not.toHaveBeenCalled();
  });

  it('treats a 401 with another code (wrong password) as a form error', async () => {
    const { client, deps } = setup([jsonResponse(401, { error: 'LOGIN_FAILED', message: 'no' })]);
    await expect(client.request('POST', '/api/security/login')).rejects.toMatchObject({ code: 'LOGIN_FAILED' });
    expect(deps.onReload).not.toHaveBeenCalled();
  });

  it('ignores a 401 on the player fetch and only logs one on the id lookup', async () => {
    const { client, deps } = setup([
      jsonResponse(401, { error: 'UNAUTHORIZED', message: 'no' }),
      jsonResponse(401, { error: 'UNAUTHORIZED', message: 'no' }),
    ]);
    await expect(client.request('GET', '/api/player/info/current')).rejects.toMatchObject({ status: 401 });
    await expect(client.request('GET', '/api/player/id/current')).rejects.toMatchObject({ status: 401 });
    expect(deps.onReload).not.toHaveBeenCalled();
    expect(deps.warn).toHaveBeenCalledOnce();
  });

  it('turns error envelopes, server errors and network failures into ApiErrors', async () => {
    const { client } = setup([
      jsonResponse(400, { error: 'NICKNAME_TOO_SHORT', message: 'short', details: { min: 3 } }),
      new Response('oops', { status: 500 }),
    ]);
    await expect(client.request('POST', '/api/security/name/set')).rejects.toMatchObject({
      status: 400,
      code: 'NICKNAME_TOO_SHORT',
      details: { min: 3 },
    });
    await expect(client.request('GET', '/api/x')).rejects.toMatchObject({ status: 500, code: 'SERVER' });
    await expect(client.request('GET', '/api/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('calls protocol routes with path parameters and a typed query', async () => {
    const route = defineRoute({ method: 'POST', path: '/api/player/lang/switch/:lang', auth: 'player' });
    const { client, calls } = setup([jsonResponse(200, { lang: 'EN' })]);
    await client.call(route, { params: { lang: 'en' } });
    expect(calls[0]?.url).toBe('/api/player/lang/switch/en');
    expect(calls[0]?.init.method).toBe('POST');
  });
});

describe('a session in the page address', () => {
  it("never replaces the cookie's: the first request waits for the probe and sends the cookie's session", async () => {
    const session = createSession(
      createLocalStore(memoryStorage()),
      { jsession: 'planted-by-a-link', authorization: null },
      async () => 'the-cookie-session',
    );
    const { client, calls } = setup([jsonResponse(200, 7)], { session });
    await client.request('GET', '/api/player/id/current');
    expect(calls[0]?.url).toBe('/api/player/id/current?JSESSIONID=the-cookie-session');
    expect(calls.some((call) => call.url.includes('planted-by-a-link'))).toBe(false);
  });
});
