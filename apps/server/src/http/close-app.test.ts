import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { closeApp } from './close-app.ts';

let app: FastifyInstance | null = null;
const agent = new http.Agent({ keepAlive: true });

/** An app whose kept-alive connections would idle 30 s, with a slow route and one that never answers. */
async function listening(): Promise<number> {
  app = Fastify({ keepAliveTimeout: 30_000 });
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { ok: true };
  });
  app.get('/hang', () => new Promise(() => {}));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

function get(port: number, path: string): Promise<{ status: number; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      const socket = response.socket;
      const closed = new Promise<void>((done) => (socket.destroyed ? done() : socket.once('close', () => done())));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, closed }));
    });
    request.on('error', reject);
  });
}

afterEach(async () => {
  agent.destroy();
  await app?.close();
  app = null;
});

describe('closeApp', () => {
  it('lets a request in flight finish, then closes its kept-alive connection at once, not after the keep-alive time', async () => {
    const port = await listening();
    const answer = get(port, '/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await closeApp(app!, 5_000);
    const { status, closed } = await answer;
    expect(status).toBe(200);
    await closed;
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('cuts a request that outlasts the grace', async () => {
    const port = await listening();
    const hung = new Promise<string>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/hang', agent }, () => resolve('answered'));
      request.on('error', (error) => resolve((error as NodeJS.ErrnoException).code ?? 'error'));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await closeApp(app!, 300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(hung).resolves.toBe('ECONNRESET');
  });
});
