import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLogs } from '../../src/db/schema/client-logs.ts';
import { loadLogs } from '../../src/db/schema/load-logs.ts';
import type { LogLimits } from '../../src/logs/log-limit.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/** Client error reports and load logs are bounded per client and per IP, capped in size, and expire. */
const HOUR = 3_600_000;
const logLimits: LogLimits = {
  errors: { perClient: { max: 3, windowMs: HOUR }, perIp: { max: 8, windowMs: HOUR } },
  loads: { perClient: { max: 12, windowMs: HOUR }, perIp: { max: 20, windowMs: HOUR } },
  retentionMs: 24 * HOUR,
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { logLimits } });
});
afterAll(() => t.close());

const rows = async (table: typeof clientLogs | typeof loadLogs) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;
const report = (ip: string, h_session?: string, token?: string) =>
  t.post('/api/log/add', { message: 'TypeError: boom', domain: 'game.test', h_session }, { remoteAddress: ip, token: token ?? null });
const step = (ip: string, h_session: string) =>
  t.get('/api/load/log/boot', { remoteAddress: ip, query: { h_session }, token: null });

describe('client error reports (log/add)', () => {
  it('cuts a burst from one client at its limit and a burst from one address at the address limit', async () => {
    const burst = await Promise.all(Array.from({ length: 10 }, () => report('10.30.0.1', 'device-a')));
    expect(burst.filter((res) => res.statusCode === 200)).toHaveLength(3);
    for (const res of burst.filter((r) => r.statusCode !== 200)) expectRefusal(res, 429, 'RATE_LIMITED');
    // Other clients behind the same address share the address limit (8): 5 more get through.
    const others = await Promise.all(Array.from({ length: 10 }, (_, i) => report('10.30.0.1', `device-${i}`)));
    expect(others.filter((res) => res.statusCode === 200)).toHaveLength(5);
    expect(await rows(clientLogs)).toBe(8);
    // A player's reports count by the player, whatever hardware session they name.
    const { token } = await t.player('Reporter');
    const mine = await Promise.all(Array.from({ length: 5 }, (_, i) => report('10.30.0.2', `x-${i}`, token)));
    expect(mine.filter((res) => res.statusCode === 200)).toHaveLength(3);
    // The window frees them.
    t.clock.advance(HOUR);
    expect((await report('10.30.0.1', 'device-a')).statusCode).toBe(200);
  });

  it('refuses a report over its size cap with a 4xx and stores nothing of it', async () => {
    const before = await rows(clientLogs);
    const res = await t.post('/api/log/add', { message: 'x'.repeat(4001) }, { remoteAddress: '10.30.1.1', token: null });
    expectRefusal(res, 400, 'VALIDATION_FAILED');
    expect(await rows(clientLogs)).toBe(before);
  });
});

describe('load logs (load/log/*)', () => {
  it('cuts one client at its limit and one address at the address limit', async () => {
    const burst = await Promise.all(Array.from({ length: 30 }, () => step('10.31.0.1', 'loader-a')));
    expect(burst.filter((res) => res.statusCode === 200)).toHaveLength(12);
    for (const res of burst.filter((r) => r.statusCode !== 200)) expectRefusal(res, 429, 'RATE_LIMITED');
    const others = await Promise.all(Array.from({ length: 20 }, (_, i) => step('10.31.0.1', `loader-${i}`)));
    expect(others.filter((res) => res.statusCode === 200)).toHaveLength(8);
    // Another address is not held back, but the client's own limit follows it there.
    expect((await step('10.31.0.2', 'loader-b')).statusCode).toBe(200);
    expectRefusal(await step('10.31.0.2', 'loader-a'), 429, 'RATE_LIMITED');
  });

  it('deletes rows past the retention as new ones arrive', async () => {
    const before = await rows(loadLogs);
    expect(before).toBeGreaterThan(0);
    t.clock.advance(25 * HOUR);
    expect((await step('10.31.0.3', 'later')).statusCode).toBe(200);
    expect(await rows(loadLogs)).toBe(1);
    expect((await report('10.31.0.3', 'later')).statusCode).toBe(200);
    expect(await rows(clientLogs)).toBe(1);
  });
});
