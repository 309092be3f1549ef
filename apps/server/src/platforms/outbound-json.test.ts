import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJsonApi } from './outbound-json.ts';

let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/silent') return; // never answers
    if (req.url === '/text') {
      res.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway');
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res
        .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'max-age=60' })
        .end(JSON.stringify({ method: req.method, body, type: req.headers['content-type'] ?? null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('callJsonApi', () => {
  it('sends the method, headers and body, and answers the status, the parsed body and the headers', async () => {
    const answer = await callJsonApi(`${base}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
      timeoutMs: 2000,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ method: 'POST', body: '{"a":1}', type: 'application/json' });
    expect(answer.header('cache-control')).toBe('max-age=60');
    expect(answer.header('x-absent')).toBeUndefined();
  });

  it('answers a body that is not JSON as undefined, with its status', async () => {
    const answer = await callJsonApi(new URL('/text', base), { timeoutMs: 2000 });
    expect(answer).toMatchObject({ status: 502, json: undefined });
  });

  it('throws when the answer does not come in time, or the address cannot be reached', async () => {
    await expect(callJsonApi(`${base}/silent`, { timeoutMs: 200 })).rejects.toThrow();
    await expect(callJsonApi('http://127.0.0.1:1/', { timeoutMs: 200 })).rejects.toThrow();
  });
});
