import { randomBytes } from 'node:crypto';
import type { IMessage } from '@stomp/stompjs';
import { BROADCAST_TOPIC, personalTopic } from '@rol/protocol/realtime';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgNotifyBus } from './pg-notify-bus.ts';
import { BusMessageTooLargeError, type RealtimeBus, closePlayerEverywhere } from './realtime-bus.ts';
import { silentLogger } from './realtime-logger.ts';
import { PLAYERS, type TestNode, eventually, startTestNode, stompClient } from '../../test/realtime/stomp-test-kit.ts';

/** Two server nodes (each a broker with its own LISTEN connection) on one PostgreSQL. */
const databaseUrl = process.env.TEST_DATABASE_URL;
const tag = randomBytes(4).toString('hex');
const channel = `rol_rt_${tag}`;
const appName = (node: string) => `rol_rt_${tag}_${node}`;

function withAppName(url: string, name: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}application_name=${name}`;
}

describe.skipIf(!databaseUrl)('LISTEN/NOTIFY bus: two brokers on one PostgreSQL', () => {
  const url = databaseUrl ?? '';
  let admin: pg.Client;
  let pool: pg.Pool;
  const buses: RealtimeBus[] = [];
  const nodes: TestNode[] = [];

  async function startNode(name: string, notifier?: pg.Pool): Promise<TestNode> {
    const bus = await createPgNotifyBus({
      connectionString: withAppName(url, appName(name)),
      channel,
      logger: silentLogger,
      reconnectDelayMs: { min: 20, max: 200 },
      ...(notifier ? { notifier } : {}),
    });
    buses.push(bus);
    const node = await startTestNode({ bus });
    nodes.push(node);
    return node;
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    pool = new pg.Pool({ connectionString: url, max: 2 });
  });

  afterAll(async () => {
    await Promise.all(nodes.map((n) => n.close()));
    await Promise.all(buses.map((b) => b.close()));
    await pool.end();
    await admin.end();
  });

  async function listenerPids(name: string): Promise<number[]> {
    const result = await admin.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND state = 'idle' AND query LIKE 'LISTEN %'",
      [appName(name)],
    );
    return result.rows.map((row) => row.pid);
  }

  it('delivers a publish made on one node to subscribers on the other, and closes players everywhere', async () => {
    const a = await startNode('a');
    const b = await startNode('b', pool);
    const alice = stompClient(a.url, { JSESSIONID: PLAYERS.alice.token });
    const bob = stompClient(b.url, { JSESSIONID: PLAYERS.bob.token });
    await Promise.all([alice.connected, bob.connected]);
    const atAlice: IMessage[] = [];
    const atBob: IMessage[] = [];
    await new Promise<void>((resolve) => {
      alice.client.watchForReceipt('s', () => resolve());
      alice.client.subscribe(personalTopic('uuid-alice'), (m) => atAlice.push(m), { receipt: 's' });
    });
    await new Promise<void>((resolve) => {
      bob.client.watchForReceipt('s', () => resolve());
      bob.client.subscribe(BROADCAST_TOPIC, (m) => atBob.push(m), { receipt: 's' });
    });

    const mail = { type: 'MAIL_MESSAGE', message: { id: 9, text: 'через базу' } };
    await b.bus.publish(personalTopic('uuid-alice'), mail);
    await a.bus.publish(BROADCAST_TOPIC, { type: 'CHAT_MESSAGE', n: 1 });
    await eventually(() => atAlice.length === 1 && atBob.length === 1);
    expect(JSON.parse(atAlice[0]?.body ?? '')).toEqual(mail);
    expect(atBob[0]?.headers['destination']).toBe(BROADCAST_TOPIC);

    await expect(b.bus.publish(BROADCAST_TOPIC, { text: 'x'.repeat(9000) })).rejects.toThrow(
      BusMessageTooLargeError,
    );

    await closePlayerEverywhere(b.bus, { playerId: PLAYERS.alice.principal.playerId, reason: 'banned' });
    await alice.closed;
    expect(alice.errors[0]?.headers['error-code']).toBe('SESSION_CLOSED');
    await eventually(() => a.broker.connectionCount() === 0);
    expect(atBob).toHaveLength(1);
    await bob.client.deactivate();
  });

  /** The bus's own connection may still be finishing LISTEN when PostgreSQL already shows it. */
  async function publishOnceReady(bus: RealtimeBus, payload: unknown): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await bus.publish(BROADCAST_TOPIC, payload);
      } catch (error) {
        if (attempt > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  }

  it('reconnects its LISTEN connection after PostgreSQL drops it', async () => {
    const c = await startNode('c');
    const d = await startNode('d', pool);
    const carol = stompClient(c.url, { JSESSIONID: PLAYERS.carol.token });
    await carol.connected;
    const received: IMessage[] = [];
    await new Promise<void>((resolve) => {
      carol.client.watchForReceipt('s', () => resolve());
      carol.client.subscribe(BROADCAST_TOPIC, (m) => received.push(m), { receipt: 's' });
    });
    const [before] = await listenerPids('c');
    await admin.query('SELECT pg_terminate_backend($1)', [before]);
    let pids: number[] = [];
    const poll = setInterval(() => void listenerPids('c').then((found) => (pids = found)), 20);
    await eventually(() => pids.length === 1 && pids[0] !== before, 5_000);
    clearInterval(poll);
    await d.bus.publish(BROADCAST_TOPIC, { back: true });
    await publishOnceReady(c.bus, { own: true });
    await eventually(() => received.length === 2);
    expect(received.map((m) => m.body)).toEqual(['{"back":true}', '{"own":true}']);
    await carol.client.deactivate();
  });
});
