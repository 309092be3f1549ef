import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROADCAST_TOPIC } from '@rol/protocol/realtime';
import { startMetricsListener, type MetricsListener } from '../../src/metrics/metrics-listener.ts';
import { eventually, stompClient } from '../realtime/stomp-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
let listener: MetricsListener;
let base = '';
beforeAll(async () => {
  t = await createTestApp({ config: { metrics: true } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  listener = await startMetricsListener(t.app.metrics!.registry, { port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await listener.close();
  await t.close();
});

const scrape = async () => {
  const answer = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
  return answer.text();
};

/** The value of one series (name and labels exactly as Prometheus's text format writes them). */
const valueOf = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('Prometheus metrics on their own port', () => {
  it('count requests per route pattern and errors by code', async () => {
    const guest = await t.guest();
    for (let i = 0; i < 3; i += 1) await fetch(`${base}/api/player/info/current?JSESSIONID=${guest.token}`);
    await fetch(`${base}/api/player/info/current`); // 401 UNAUTHORIZED
    await fetch(`${base}/api/no/such/route`); // 404 NOT_FOUND
    await fetch(`${base}/api/player/set/quality/nonsense?JSESSIONID=${guest.token}`, { method: 'POST' });

    const text = await scrape();
    const info =
      'http_request_duration_seconds_count{method="GET",route="/api/player/info/current",status_code="200"}';
    expect(valueOf(text, info)).toBe(3);
    // The route's pattern, never the raw address.
    expect(text).toContain('route="/api/player/set/quality/:q",status_code="400"');
    expect(text).not.toContain('nonsense');
    expect(valueOf(text, 'http_errors_total{code="UNAUTHORIZED",status_code="401"}')).toBe(1);
    expect(valueOf(text, 'http_errors_total{code="NOT_FOUND",status_code="404"}')).toBe(1);
    expect(valueOf(text, 'http_errors_total{code="VALIDATION_FAILED",status_code="400"}')).toBe(1);
    expect(text).toContain('route="unmatched",status_code="404"');
  });

  it('show the database pool, the open sockets and subscriptions, the event loop and the process', async () => {
    const guest = await t.guest();
    const stomp = stompClient(`${base.replace('http', 'ws')}/api/websocket?JSESSIONID=${guest.token}`);
    await stomp.connected;
    stomp.client.subscribe(BROADCAST_TOPIC, () => {});
    await eventually(() => t.app.realtime.broker.subscriptionCount() === 1);

    const text = await scrape();
    expect(valueOf(text, 'stomp_connections')).toBe(1);
    expect(valueOf(text, 'stomp_subscriptions')).toBe(1);
    expect(valueOf(text, 'http_open_connections')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'db_pool_waiting')).toBe(0);
    for (const series of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
    ])
      expect(valueOf(text, series), series).toBeGreaterThanOrEqual(0);

    await stomp.client.deactivate();
    await eventually(() => t.app.realtime.broker.connectionCount() === 0);
    expect(valueOf(await scrape(), 'stomp_connections')).toBe(0);
  });

  it('answer nothing but GET /metrics on that port, and are not on the public one', async () => {
    expect((await fetch(`http://127.0.0.1:${listener.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${listener.port}/metrics`, { method: 'POST' })).status).toBe(404);
    const pub = await fetch(`${base}/metrics`);
    expect(await pub.text()).not.toContain('http_request_duration_seconds');
  });
});
