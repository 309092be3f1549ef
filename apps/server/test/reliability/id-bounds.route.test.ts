import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope } from '@rol/protocol/error-envelope';
import type { RouteDef } from '@rol/protocol/route';
import { players } from '../../src/db/schema/players.ts';
import { insertSession } from '../../src/sessions/session-queries.ts';
import { hashSessionToken, newSessionToken } from '../../src/sessions/session-token.ts';
import { member, newClan } from '../clans/clan-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { paramNames, pathWith, PROTOCOL_ROUTES } from './protocol-routes.ts';
import { idFieldsOf, sampleObject, shapeOf, type IdField } from './schema-samples.ts';

/**
 * docs/architecture.md, "Wire contract": every id a route takes (path, query, body, arrays of ids) is
 * the protocol's `idField`, bounded by the `integer` columns ids live in (1..2^31 − 1). 2^31, 2^53
 * and −1 in any id field of any route are a 4xx (400 VALIDATION_FAILED, or 404), never a 5xx from
 * the database. Each request fills the route's other fields with values they accept, and is sent by
 * a clan leader (so the clan calls reach their queries) or, on staff routes, an administrator.
 */
const BAD_IDS = [2 ** 31, 2 ** 53, -1] as const;

/** Ids that are not a table's: signed in-battle creature ids (monsters are negative), and Telegram's own update number. */
const SIGNED = new Set([
  'POST /api/battle/precalculate',
  'POST /api/battle/v2/hit',
  'POST /api/battle/v2/removeConsumable',
]);
const EXTERNAL = new Set(['POST /api/integration/telegram/webhook body.update_id']);

let t: TestApp;
let leaderId = 0;
let adminId = 0;
let memberId = 0;
beforeAll(async () => {
  t = await createTestApp();
  const { leader, clan } = await newClan(t);
  leaderId = leader.playerId;
  memberId = (await member(t, leader, clan.id)).playerId;
  const admin = await t.player('id_bounds_chief');
  adminId = admin.playerId;
  await t.db.update(players).set({ accessLevel: 'ADMIN' }).where(eq(players.id, adminId));
}, 60_000);
afterAll(() => t.close());

const isStaffRoute = (path: string) =>
  path.startsWith('/api/tech/') || path.startsWith('/api/dev/') || path.startsWith('/api/admin/');

/** A fresh session each request: a login-as or a logout must not end the sweep's own. */
async function sessionOf(playerId: number): Promise<string> {
  const token = newSessionToken();
  await insertSession(t.db, { tokenHash: hashSessionToken(token), playerId, now: new Date(t.clock()) });
  return token;
}

function requestWith(route: RouteDef, field: IdField, bad: number) {
  const value = field.array ? [bad] : bad;
  const parts = { params: {}, query: {}, body: {} } as Record<IdField['place'], Record<string, unknown>>;
  for (const place of ['params', 'query', 'body'] as const) {
    const shape = shapeOf(route[place]);
    parts[place] = shape ? sampleObject(shape) : {};
  }
  for (const name of paramNames(route)) parts.params[name] ??= '1';
  parts[field.place][field.name] = value;
  const search = new URLSearchParams(
    Object.entries(parts.query).map(([k, v]): [string, string] => [
      k,
      Array.isArray(v) ? v.join(',') : String(v),
    ]),
  );
  const values = Object.fromEntries(Object.entries(parts.params).map(([k, v]) => [k, String(v)]));
  return { url: `${pathWith(route, values)}?${search.toString()}`, body: parts.body };
}

const cases = PROTOCOL_ROUTES.flatMap((route) =>
  idFieldsOf(route).flatMap((field) =>
    BAD_IDS.map(
      (bad) => [`${route.method} ${route.path} ${field.place}.${field.name}`, bad, route, field] as const,
    ),
  ),
);

describe('ids out of the integer range are refused, never a 5xx', () => {
  it('every id field of every route is found (the sweep is not empty)', () => {
    expect(cases.length).toBeGreaterThan(200);
    expect(cases.map((c) => c[0])).toEqual(
      expect.arrayContaining(['GET /api/clan/:id/log params.id', 'POST /api/clan/invite body.playerId']),
    );
  });

  it.each(cases)('%s = %d', async (name, bad, route, field) => {
    const { url, body } = requestWith(route, field, bad);
    const token = await sessionOf(isStaffRoute(route.path) ? adminId : leaderId);
    const res = await t.app.inject({
      method: route.method,
      url,
      headers: {
        authorization: token,
        ...(route.method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      payload: route.method === 'POST' ? JSON.stringify(body) : undefined,
    });
    expect(res.statusCode, res.body.slice(0, 500)).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body.slice(0, 500)).toBeLessThan(500);
    expect(errorEnvelope.safeParse(res.json()).success, res.body.slice(0, 500)).toBe(true);
    const exempt = EXTERNAL.has(name) || (SIGNED.has(`${route.method} ${route.path}`) && bad === -1);
    if (!exempt) expect(field.schema.safeParse(bad).success, `${name} accepts ${bad}`).toBe(false);
  });

  it('an id at the top of the range still reaches the service (404, not 400)', async () => {
    const res = await t.post(
      '/api/clan/info',
      { playerId: 2 ** 31 - 1 },
      { token: await sessionOf(leaderId) },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ clan: null, role: null });
    const log = await t.get(`/api/clan/${2 ** 31 - 1}/log`, { token: await sessionOf(memberId) });
    expect(log.statusCode, log.body).toBe(404);
  });
});
