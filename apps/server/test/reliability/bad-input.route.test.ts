import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope } from '@rol/protocol/error-envelope';
import { players } from '../../src/db/schema/players.ts';
import { insertSession } from '../../src/sessions/session-queries.ts';
import { hashSessionToken, newSessionToken } from '../../src/sessions/session-token.ts';
import { grantArtifact } from '../artifacts/item-test-kit.ts';
import { attack, setSquadLevel } from '../battle/battle-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { fieldsOf, paramNames, pathWith, PROTOCOL_ROUTES } from './protocol-routes.ts';

/**
 * docs/architecture.md, "Wire contract": bad input for every route, aimed at the fields each route declares (the
 * random property test in test/http throws anything anywhere; this one fills the real fields):
 * missing, wrong types, huge and unicode strings, negative and huge numbers, ids that do not exist
 * and ids of another player's things. Never a 5xx; every refusal is the error envelope.
 */
let t: TestApp;
let token = '';
/** An administrator: staff routes are swept with a fresh session of theirs each call (login-as ends it). */
let adminId = 0;
const foreign: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const me = await t.guest();
  token = me.token;
  const admin = await t.player('bad_input_chief');
  adminId = admin.playerId;
  await t.db.update(players).set({ accessLevel: 'ADMIN' }).where(eq(players.id, adminId));
  await t.db.update(players).set({ level: 10 }).where(eq(players.id, me.playerId));
  // Another player with a live battle, a chat message and mail: their ids are fed to my calls.
  const other = await t.guest();
  await t.db.update(players).set({ level: 10 }).where(eq(players.id, other.playerId));
  const sent = await t.post('/api/chat/main/send', { text: 'hello' }, { token: other.token });
  await t.post(`/api/mail/dialog/${me.playerId}/send`, { text: 'hi' }, { token: other.token });
  const otherArtifact = await grantArtifact(t, other.playerId, 'bronze_sword');
  await setSquadLevel(t, other.playerId, 5);
  const battle = await attack(t, other);
  foreign.push(
    String(other.playerId),
    String(sent.json<{ id?: number }>().id ?? 1),
    String(battle.battle.id),
    ...battle.battle.creatures.map((c) => String(c.id)),
    `private-${other.playerId}`,
    String(otherArtifact),
  );
}, 60_000);
afterAll(() => t.close());

const HOSTILE: unknown[] = [
  null,
  '',
  ' ',
  'x'.repeat(100_000),
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ☃ \u0000 \u202e ✓ ё',
  '\ud800',
  -1,
  -2_147_483_649,
  0,
  1.5,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER,
  1e308,
  '1e400',
  'NaN',
  true,
  [],
  [1, 2],
  {},
  { $ne: 1 },
  '999999999',
];

async function staffToken(): Promise<string> {
  const fresh = newSessionToken();
  await insertSession(t.db, {
    tokenHash: hashSessionToken(fresh),
    playerId: adminId,
    now: new Date(t.clock()),
  });
  return fresh;
}

const isStaffRoute = (path: string) => path.startsWith('/api/tech/') || path.startsWith('/api/dev/');

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

describe('targeted bad input never gives a 5xx', () => {
  it.each(PROTOCOL_ROUTES.map((r) => [r.method, r.path, r] as const))('%s %s', async (_m, _p, route) => {
    const bodyFields = fieldsOf(route.body);
    const queryFields = fieldsOf(route.query);
    const params = paramNames(route);
    const value = fc.oneof(fc.constantFrom(...HOSTILE), fc.constantFrom(...(foreign.length ? foreign : ['1'])));
    const maybe = fc.option(value, { nil: undefined, freq: 3 });
    const pick = (names: string[]) => fc.tuple(...names.map(() => maybe));
    await fc.assert(
      fc.asyncProperty(
        pick(bodyFields),
        pick(queryFields),
        pick(params),
        fc.boolean(),
        async (body, query, param, withSession) => {
          const payload: Record<string, unknown> = {};
          bodyFields.forEach((name, i) => body[i] !== undefined && (payload[name] = body[i]));
          const search = new URLSearchParams();
          queryFields.forEach((name, i) => query[i] !== undefined && search.set(name, asText(query[i])));
          const values: Record<string, string> = {};
          params.forEach((name, i) => (values[name] = asText(param[i] ?? '')));
          const session = isStaffRoute(route.path) ? await staffToken() : token;
          const res = await t.app.inject({
            method: route.method,
            url: `${pathWith(route, values)}?${search.toString()}`,
            headers: {
              ...(withSession ? { authorization: session } : {}),
              ...(route.method === 'POST' ? { 'content-type': 'application/json' } : {}),
            },
            payload: route.method === 'POST' ? JSON.stringify(payload) : undefined,
          });
          expect(res.statusCode, res.body.slice(0, 500)).toBeLessThan(500);
          if (res.statusCode >= 400)
            expect(errorEnvelope.safeParse(res.json()).success, res.body.slice(0, 500)).toBe(true);
        },
      ),
      { numRuns: 8 },
    );
  });
});
