import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { appConfig, type AppConfig } from '../src/app-config.ts';
import type { Db } from '../src/db/database.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestClock {
  (): number;
  advance(ms: number): void;
}

export function testClock(start = Date.UTC(2025, 0, 15, 12, 0, 0)): TestClock {
  let now = start;
  const clock = (() => now) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
}

export interface RequestOptions {
  /** Sent as the Authorization header (the default), the JSESSIONID query parameter or the cookie. */
  token?: string | null;
  via?: 'authorization' | 'bearer' | 'query' | 'cookie';
  query?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
  /** Send the body form-encoded instead of JSON. */
  form?: boolean;
  remoteAddress?: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  get(path: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  post(path: string, body?: unknown, options?: RequestOptions): Promise<LightMyRequestResponse>;
  /** A new guest (registerTrial) with a hero and a companion unless `choice` is null. */
  guest(choice?: string | null): Promise<{ token: string; playerId: number }>;
  /** A new registered player (register without a session). */
  player(name: string, password?: string): Promise<{ token: string; playerId: number }>;
  close(): Promise<void>;
}

/**
 * Tests' configuration: no logs, answers checked against their schemas, cheap password hashes, and
 * the per-IP guest and account limits out of reach (every test guest comes from 127.0.0.1; the limit's own test
 * sets it), and new players with the first-steps tutorial done (its own tests turn it on).
 */
export const TEST_CONFIG: Partial<AppConfig> = {
  logger: false,
  validateResponses: true,
  passwordCost: 1024,
  guestSignups: { max: 100_000, windowMs: 1000 },
  tutorial: false,
  accountSignups: { max: 100_000, windowMs: 1000 },
  logLimits: {
    errors: { perClient: { max: 100_000, windowMs: 1000 }, perIp: { max: 100_000, windowMs: 1000 } },
    loads: { perClient: { max: 100_000, windowMs: 1000 }, perIp: { max: 100_000, windowMs: 1000 } },
    retentionMs: 365 * 24 * 3_600_000,
  },
};

function withToken(options: RequestOptions): Pick<InjectOptions, 'headers' | 'query' | 'cookies'> {
  const headers: Record<string, string> = { ...options.headers };
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(options.query ?? {})) query[key] = String(value);
  const cookies: Record<string, string> = {};
  if (options.token) {
    const via = options.via ?? 'authorization';
    if (via === 'authorization') headers.authorization = options.token;
    if (via === 'bearer') headers.authorization = `Bearer ${options.token}`;
    if (via === 'query') query.JSESSIONID = options.token;
    if (via === 'cookie') cookies.JSESSIONID = options.token;
  }
  return { headers, query, cookies };
}

/** The whole app on a fresh database (a clone of the migrated template, `test-database.ts`). Share one per test file. */
export interface TestAppOptions {
  config?: Partial<AppConfig>;
  clock?: TestClock;
  /** Adds routes or hooks before the app is ready (tests of the error handler, 307, …). */
  extend?: (app: FastifyInstance) => void;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, dispose } = await openTestDatabase();
  const clock = options.clock ?? testClock();
  const app = buildApp({ db: database.db, clock, config: appConfig({ ...TEST_CONFIG, ...options.config }) });
  options.extend?.(app);
  await app.ready();

  const get = (path: string, o: RequestOptions = {}) =>
    app.inject({ method: 'GET', url: path, ...withToken(o), remoteAddress: o.remoteAddress });
  const post = (path: string, body?: unknown, o: RequestOptions = {}) => {
    const base = withToken(o);
    if (body === undefined)
      return app.inject({ method: 'POST', url: path, ...base, remoteAddress: o.remoteAddress });
    const payload = o.form
      ? new URLSearchParams(
          Object.entries(body as Record<string, unknown>).map(([k, v]): [string, string] => [k, String(v)]),
        ).toString()
      : JSON.stringify(body);
    const contentType = o.form ? 'application/x-www-form-urlencoded' : 'application/json';
    return app.inject({
      method: 'POST',
      url: path,
      ...base,
      headers: { 'content-type': contentType, ...base.headers },
      payload,
      remoteAddress: o.remoteAddress,
    });
  };

  const sessionOf = (response: LightMyRequestResponse) => {
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    const token = response.headers.jsession;
    if (typeof token !== 'string') throw new Error('no jsession header');
    return { token, playerId: (response.json() as { playerId: number }).playerId };
  };

  return {
    app,
    db: database.db,
    clock,
    get,
    post,
    async guest(choice = 'knight:male:wolf') {
      return sessionOf(
        await post(
          '/api/security/registerTrial',
          choice === null ? { lang: 'en' } : { characterAndCompanion: choice, lang: 'en' },
        ),
      );
    },
    async player(name, password = 'secret-123') {
      return sessionOf(
        await post('/api/security/register', { name, password, agreement: true, cookies: true }),
      );
    },
    async close() {
      await app.close();
      await dispose();
    },
  };
}
