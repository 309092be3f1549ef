import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerLogPageDto } from '@rol/protocol/staff-dto';
import { playerSignIns } from '../../src/db/schema/player-sign-ins.ts';
import { SIGN_IN_RETENTION_MS, USER_AGENT_MAX } from '../../src/sessions/sign-in-history.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { staffMember } from './staff-kit.ts';

/** Every sign-in is kept (time, way, address, browser) for the player log, for a limited time. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the sign-in history', () => {
  it('records every sign-in, logged out or not, and shows it in the player log', async () => {
    const mod = await staffMember(t, 'MODERATOR');
    const name = `signin_${Math.floor(Math.random() * 1e6)}`;
    const player = await t.player(name);
    expect((await t.post('/api/security/logout', undefined, { token: player.token })).statusCode).toBe(200);
    t.clock.advance(60_000);
    const login = await t.post('/api/security/login', { name, password: 'secret-123' }, { headers: { 'user-agent': 'Phone\u0007Browser/1.0' } });
    expect(login.statusCode, login.body).toBe(200);
    const log = async (query: Record<string, string>) => {
      const res = await t.get(`/api/tech/player/${player.playerId}/log`, { token: mod.token, query });
      expect(res.statusCode, res.body).toBe(200);
      return playerLogPageDto.parse(res.json()).entries;
    };
    const signIns = await log({ filter: 'sign-in' });
    expect(signIns.map((e) => [e.reason, e.reference])).toEqual([
      ['login', '127.0.0.1'],
      ['register', '127.0.0.1'],
    ]);
    expect(signIns[0]).toMatchObject({ kind: 'sign-in', detail: 'PhoneBrowser/1.0', at: t.clock() });
    expect((await log({ filter: 'sign-in', subfilter: 'login' })).map((e) => e.reason)).toEqual(['login']);
  });

  it('keeps a sign-in for the retention period, and the browser text bounded', async () => {
    const name = `keep_${Math.floor(Math.random() * 1e6)}`;
    const player = await t.player(name);
    t.clock.advance(SIGN_IN_RETENTION_MS - 1);
    const again = () => t.post('/api/security/login', { name, password: 'secret-123' }, { headers: { 'user-agent': 'x'.repeat(1_000) } });
    expect((await again()).statusCode).toBe(200);
    const rows = () => t.db.select().from(playerSignIns).where(eq(playerSignIns.playerId, player.playerId));
    expect((await rows()).map((r) => r.way).sort()).toEqual(['login', 'register']);
    t.clock.advance(2);
    expect((await again()).statusCode).toBe(200);
    const kept = await rows();
    expect(kept.map((r) => r.way)).toEqual(['login', 'login']);
    expect(kept.every((r) => r.userAgent.length === USER_AGENT_MAX)).toBe(true);
  });
});
