import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROADCAST_TOPIC, personalTopic } from '@rol/protocol/realtime';
import { eventually, stompClient } from '../realtime/stomp-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
let wsUrl = '';
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/websocket`;
});
afterAll(() => t.close());

describe('the STOMP broker on /api/websocket (docs/architecture.md, "Realtime")', () => {
  it('signs in with the HTTP session and delivers personal and broadcast notifications', async () => {
    const guest = await t.guest();
    const { clientUuid } = (await t.get('/api/player/info/current', { token: guest.token })).json<{
      clientUuid: string;
    }>();
    const stomp = stompClient(`${wsUrl}?JSESSIONID=${guest.token}`);
    await stomp.connected;
    const received: string[] = [];
    stomp.client.subscribe(personalTopic(clientUuid), (m) => received.push(m.body));
    stomp.client.subscribe(BROADCAST_TOPIC, (m) => received.push(m.body));
    await eventually(() => t.app.realtime.broker.connectionCount() === 1);
    // Subscriptions travel after CONNECTED; publish until both have arrived.
    await eventually(() => {
      if (received.length < 2) {
        void t.app.realtime.bus.publish(personalTopic(clientUuid), { type: 'PING' });
        void t.app.realtime.bus.publish(BROADCAST_TOPIC, { type: 'PING' });
      }
      return received.some((b) => b.includes('PING'));
    });
    expect(received.length).toBeGreaterThan(0);
    await stomp.client.deactivate();
  });

  it('refuses a connection without a valid session', async () => {
    const stomp = stompClient(`${wsUrl}?JSESSIONID=${'C'.repeat(43)}`);
    await expect(stomp.connected).rejects.toThrow();
    expect(stomp.errors[0]?.headers['error-code']).toBe('NOT_AUTHENTICATED');
  });
});
