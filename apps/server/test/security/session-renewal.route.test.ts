import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECT, eventually, rawClient } from '../realtime/stomp-test-kit.ts';
import { SESSION_RENEWED_CLOSE_CODE } from '../../src/realtime/stomp-broker.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/** A session is new after register, login and a password change: a planted or seen token is dead. */
let t: TestApp;
let wsUrl = '';
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/websocket`;
});
afterAll(() => t.close());

const account = { password: 'secret-123', agreement: true, cookies: true };
const idOf = (token: string) => t.get('/api/player/id/current', { token });
async function socketOf(token: string) {
  const client = await rawClient(wsUrl);
  client.send(CONNECT(token));
  await client.frame('CONNECTED');
  return client;
}

describe('session renewal', () => {
  it('kills a guest token handed in a link once the victim registers, sockets included', async () => {
    const planted = await t.guest();
    const attackerSocket = await socketOf(planted.token);
    // The victim opens the link (?JSESSIONID=<planted>) and registers on that session.
    const res = await t.post(
      '/api/security/register',
      { name: 'Victim', ...account },
      {
        token: planted.token,
        via: 'query',
      },
    );
    expect(res.statusCode).toBe(200);
    const victimToken = res.headers.jsession as string;
    expect(victimToken).not.toBe(planted.token);
    expect(res.headers['set-cookie']).toContain(`JSESSIONID=${victimToken}`);
    expect((await idOf(victimToken)).json()).toBe(planted.playerId);
    expectRefusal(await idOf(planted.token), 401, 'UNAUTHORIZED');
    expect(await attackerSocket.closed).toBe(SESSION_RENEWED_CLOSE_CODE);
    // Reconnecting with the planted token is refused.
    const again = await rawClient(wsUrl);
    again.send(CONNECT(planted.token));
    expect((await again.frame('ERROR')).headers['error-code']).toBe('NOT_AUTHENTICATED');
  });

  it('renews the session at login, leaving the player’s other devices signed in', async () => {
    const first = await t.player('Twice', 'pw-twice');
    const other = (await t.post('/api/security/login', { name: 'Twice', password: 'pw-twice' })).headers
      .jsession as string;
    const otherSocket = await socketOf(other);
    const mySocket = await socketOf(first.token);
    const res = await t.post(
      '/api/security/login',
      { name: 'Twice', password: 'pw-twice' },
      { token: first.token },
    );
    const renewed = res.headers.jsession as string;
    expect(renewed).not.toBe(first.token);
    expectRefusal(await idOf(first.token), 401, 'UNAUTHORIZED');
    expect((await idOf(renewed)).statusCode).toBe(200);
    expect((await idOf(other)).statusCode).toBe(200);
    expect(await mySocket.closed).toBe(SESSION_RENEWED_CLOSE_CODE);
    expect(otherSocket.closeCode()).toBeNull();
    otherSocket.socket.close();
  });

  it('ends every other session and its sockets at a password change, and renews this one', async () => {
    const me = await t.player('Changer', 'old-pass');
    const stolen = (await t.post('/api/security/login', { name: 'Changer', password: 'old-pass' })).headers
      .jsession as string;
    const stolenSocket = await socketOf(stolen);
    const mySocket = await socketOf(me.token);
    const res = await t.post(
      '/api/security/password/set',
      { passwordCurrent: 'old-pass', passwordNew: 'new-pass' },
      { token: me.token },
    );
    expect(res.statusCode).toBe(200);
    const renewed = res.headers.jsession as string;
    expect((await idOf(renewed)).statusCode).toBe(200);
    expectRefusal(await idOf(me.token), 401, 'UNAUTHORIZED');
    expectRefusal(await idOf(stolen), 401, 'UNAUTHORIZED');
    await stolenSocket.closed;
    expect(stolenSocket.frames.find((f) => f.command === 'ERROR')?.headers['error-code']).toBe(
      'SESSION_CLOSED',
    );
    expect(await mySocket.closed).toBe(SESSION_RENEWED_CLOSE_CODE);
    await eventually(() => t.app.realtime.broker.connectionCount() === 0);
  });
});
