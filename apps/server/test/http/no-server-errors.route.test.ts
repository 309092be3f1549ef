import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as accountRoutes from '@rol/protocol/account-routes';
import * as battleRoutes from '@rol/protocol/battle-routes';
import * as chatRoutes from '@rol/protocol/chat-routes';
import { errorEnvelope } from '@rol/protocol/error-envelope';
import { gameStartedVersionedRoute, loadLogRoutes } from '@rol/protocol/load-log-routes';
import * as mailRoutes from '@rol/protocol/mail-routes';
import * as placeRoutes from '@rol/protocol/place-routes';
import * as playerRoutes from '@rol/protocol/player-routes';
import * as coordinateRoutes from '@rol/protocol/coordinate-routes';
import * as everydayRewardRoutes from '@rol/protocol/everyday-reward-routes';
import * as healthRoutes from '@rol/protocol/health-routes';
import * as markerRoutes from '@rol/protocol/marker-routes';
import * as newsRoutes from '@rol/protocol/news-routes';
import * as notificationRoutes from '@rol/protocol/notification-routes';
import type { RouteDef } from '@rol/protocol/route';
import { players } from '../../src/db/schema/players.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/** docs/architecture.md, "Wire contract": a 5xx is always a bug. Random bodies, queries, params and sessions against every route. */
let t: TestApp;
let validToken = '';
beforeAll(async () => {
  t = await createTestApp();
  const guest = await t.guest();
  validToken = guest.token;
  // At chat level, with a second player for private rooms and mail (ids 1 and 2 in the params below).
  await t.db.update(players).set({ level: 10 }).where(eq(players.id, guest.playerId));
  await t.guest();
});
afterAll(() => t.close());

const isRoute = (value: unknown): value is RouteDef =>
  typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'auth' in value;
const routes = [
  ...[
    ...Object.values(accountRoutes),
    ...Object.values(playerRoutes),
    ...Object.values(chatRoutes),
    ...Object.values(mailRoutes),
    ...Object.values(placeRoutes),
    ...Object.values(coordinateRoutes),
    ...Object.values(everydayRewardRoutes),
    ...Object.values(healthRoutes),
    ...Object.values(markerRoutes),
    ...Object.values(newsRoutes),
    ...Object.values(notificationRoutes),
    ...Object.values(battleRoutes),
  ].filter((value: unknown) => isRoute(value)),
  ...loadLogRoutes.map((r) => r.route),
  gameStartedVersionedRoute,
] as RouteDef[];

const FIELDS = [
  'name',
  'password',
  'passwordRepeat',
  'optionalMailOrPhone',
  'ref',
  'agreement',
  'cookies',
  'lang',
  'characterAndCompanion',
  'domain',
  'sw',
  'sh',
  'cw',
  'ch',
  'frontVersion',
  'h_session',
  'mailOrPhone',
  'passwordCurrent',
  'passwordNew',
  'moveSpeedMode',
  'soundMute',
  'gender',
  'message',
  'init',
  'loadedPct',
  'memory',
  'session',
  'JSESSIONID',
  'text',
  'lastId',
  'from',
  'to',
  'afterId',
  'support',
  'coordFrom',
  'coordTo',
  'coordinate',
  'contextId',
  'placeId',
  'marker',
  'markers',
  'discount',
  'portalId',
  'targetStair',
  'artifactFrom',
  'artifactTo',
  'page',
  'offset',
  'attackerId',
  'defenderId',
  'targetCreatureId',
  'id',
  '__proto__',
  'constructor',
];
const CONTENT_TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/octet-stream',
  '',
];

const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
  // '16' is the first guard (a battle starts mid-run: the battle routes, listed last, then meet a live one).
  fc.constantFrom('true', 'false', 'on', '', 'knight:male:wolf', 'high', 'en', 'female', '16', '-1'),
);
const field = fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 }));
const fields = fc.dictionary(field, fc.oneof(fc.jsonValue({ maxDepth: 2 }), scalar), { maxKeys: 6 });
const body = fc.oneof(
  fc.constant({ payload: undefined as string | undefined, contentType: undefined as string | undefined }),
  fields.map((v) => ({ payload: JSON.stringify(v), contentType: 'application/json' })),
  fc
    .jsonValue({ maxDepth: 3 })
    .map((v) => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' })),
  fc.dictionary(field, scalar, { maxKeys: 6 }).map((v) => ({
    payload: new URLSearchParams(v).toString(),
    contentType: 'application/x-www-form-urlencoded',
  })),
  fc.record({ payload: fc.string({ maxLength: 200 }), contentType: fc.constantFrom(...CONTENT_TYPES) }),
);
const query = fc.dictionary(field, scalar, { maxKeys: 5 });
const param = fc.oneof(
  scalar,
  fc.string({ maxLength: 120 }),
  fc.constantFrom(
    '%',
    '..',
    '%00',
    'v',
    '631',
    'main',
    'clan',
    'private-1',
    'private-2',
    'support',
    '1',
    '2',
    '16',
    '17',
    '18',
    '19',
    '800',
    'GEMS',
    'elixir',
    '2147483648',
    '-1',
    '1e3',
  ),
);
const session = fc.constantFrom('none', 'valid', 'garbage', 'query', 'cookie');

function pathWith(route: RouteDef, value: string): string {
  return route.path.replace(/:(\w+)/g, () => encodeURIComponent(value));
}

describe('no input gives a 5xx', () => {
  it.each(routes.map((r) => [r.method, r.path, r] as const))('%s %s', async (_method, _path, route) => {
    await fc.assert(
      fc.asyncProperty(
        body,
        query,
        param,
        session,
        fc.constantFrom('ru', 'en-US', ''),
        async (b, q, p, s, lang) => {
          const headers: Record<string, string> = {};
          if (b.contentType) headers['content-type'] = b.contentType;
          if (lang) headers['accept-language'] = lang;
          if (s === 'valid') headers.authorization = validToken;
          if (s === 'garbage') headers.authorization = 'Bearer \u0000??';
          const search = new URLSearchParams(q);
          if (s === 'query') search.set('JSESSIONID', validToken);
          const res = await t.app.inject({
            method: route.method,
            url: `${pathWith(route, p)}?${search.toString()}`,
            headers,
            cookies: s === 'cookie' ? { JSESSIONID: validToken } : {},
            payload: b.payload,
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (res.statusCode >= 400) expect(errorEnvelope.safeParse(res.json()).success, res.body).toBe(true);
        },
      ),
      { numRuns: 30 },
    );
  });
});
