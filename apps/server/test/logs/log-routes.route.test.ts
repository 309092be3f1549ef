import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAD_LOG_STEPS } from '@rol/protocol/load-log-routes';
import { clientLogs } from '../../src/db/schema/client-logs.ts';
import { loadLogs } from '../../src/db/schema/load-logs.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lastLoadLog = async () => (await t.db.select().from(loadLogs).orderBy(desc(loadLogs.id)).limit(1))[0];

describe('GET /api/load/log/{step} (§7)', () => {
  it.each(LOAD_LOG_STEPS)('records %s', async (step) => {
    const res = await t.get(`/api/load/log/${step}`, { query: { h_session: 'hw-7' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await lastLoadLog()).toMatchObject({ step, hSession: 'hw-7', playerId: null });
  });

  it('records unload with loadedPct and the session player', async () => {
    const guest = await t.guest();
    await t.get('/api/load/log/unload', { token: guest.token, query: { loadedPct: 42 } });
    expect(await lastLoadLog()).toMatchObject({ step: 'unload', loadedPct: 42, playerId: guest.playerId });
  });

  it('records the versioned game-started step with memory and session', async () => {
    const res = await t.get('/api/load/log/game/started/v631', { query: { memory: 512, session: 'hw-9' } });
    expect(res.json()).toEqual({ ok: true });
    expect(await lastLoadLog()).toMatchObject({
      step: 'game/started',
      version: 631,
      memory: 512,
      session: 'hw-9',
    });
  });

  it('refuses bad values', async () => {
    expectRefusal(
      await t.get('/api/load/log/unload', { query: { loadedPct: 150 } }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(
      await t.get('/api/load/log/unload', { query: { loadedPct: 'most' } }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(
      await t.get('/api/load/log/boot', { query: { h_session: 'h'.repeat(101) } }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(await t.get('/api/load/log/game/started/vabc'), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.get('/api/load/log/game/started/v0'), 400, 'VALIDATION_FAILED');
    expectRefusal(
      await t.get('/api/load/log/game/started/v631', { query: { memory: -1 } }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(await t.get('/api/load/log/nonsense'), 404, 'NOT_FOUND');
  });
});

describe('POST /api/log/add', () => {
  it('stores the message, the domain and the session player', async () => {
    const guest = await t.guest();
    expect(
      (
        await t.post(
          '/api/log/add',
          { message: 'TypeError: x', domain: 'rol.example' },
          { token: guest.token },
        )
      ).json(),
    ).toEqual({ ok: true });
    expect((await t.post('/api/log/add', { message: 'form error' }, { form: true })).statusCode).toBe(200);
    const rows = await t.db.select().from(clientLogs).orderBy(clientLogs.id);
    expect(rows.map((r) => [r.message, r.domain, r.playerId])).toEqual([
      ['TypeError: x', 'rol.example', guest.playerId],
      ['form error', null, null],
    ]);
  });

  it('refuses bad input', async () => {
    expectRefusal(await t.post('/api/log/add', {}), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.post('/api/log/add', { message: { nested: true } }), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.post('/api/log/add', { message: 'm'.repeat(4001) }), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /api/connection/isConnectionExists', () => {
  it('answers a bare true, with or without a session', async () => {
    const res = await t.get('/api/connection/isConnectionExists');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('true');
    expect((await t.get('/api/connection/isConnectionExists', { token: 'garbage' })).body).toBe('true');
  });
});
