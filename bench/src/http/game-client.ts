import { Pool } from 'undici';
import type { CallRecorder } from '../stats.ts';

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

/**
 * A keep-alive HTTP client for one origin (one connection per simulated player) that times every
 * call into a recorder under the call's name. A network error or a status ≥ 400 is an error.
 *
 * A call is timed from just before the request is handed to undici to the end of its body, and
 * recorded in the recorder current when it was sent (a call belongs to the window it was sent in).
 * With `thinkMs`, every call first waits that long (each simulated player's calls are sequential, so
 * the pause runs from the previous answer to this call); the pause is outside the timed span. After
 * `deadline` (epoch ms), calls are not sent: they answer status 0 at once, unrecorded, so the
 * simulated players stop within one call of the end of the measured window.
 */
export class GameClient {
  readonly pool: Pool;
  recorder: CallRecorder | null = null;
  thinkMs = 0;
  deadline = Number.POSITIVE_INFINITY;
  /** `--statements`: every call names itself to the server process's statement counter. */
  readonly nameCalls = process.env.BENCH_STATEMENTS === '1';

  constructor(readonly origin: string, connections: number) {
    this.pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 60_000 });
  }

  async call<T>(
    name: string,
    method: 'GET' | 'POST',
    path: string,
    token: string | null,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<Answer<T> & { headers: Record<string, string | string[] | undefined> }> {
    if (this.thinkMs > 0) {
      const pauseStarted = performance.now();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(this.thinkMs, this.deadline - Date.now()))));
      if (Date.now() < this.deadline) this.recorder?.recordPause(performance.now() - pauseStarted);
    }
    if (Date.now() >= this.deadline) return { status: 0, body: null as T, headers: {} };
    const recorder = this.recorder;
    const headers: Record<string, string> = { ...extraHeaders };
    if (token) Object.assign(headers, sessionHeaders(token));
    if (this.nameCalls) headers['x-bench-call'] = name;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    try {
      const res = await this.pool.request({
        method,
        path,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        headersTimeout: 30_000,
        bodyTimeout: 30_000,
      });
      const text = await res.body.text();
      const ms = performance.now() - started;
      recorder?.record(name, ms, res.statusCode < 400, `${res.statusCode} ${text.slice(0, 200)}`);
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: keep the text
      }
      return { status: res.statusCode, body: parsed as T, headers: res.headers };
    } catch (error) {
      recorder?.record(name, performance.now() - started, false, String(error));
      return { status: 0, body: null as T, headers: {} };
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/**
 * A session as the web client sends it: in the Authorization header and in the JSESSIONID cookie
 * the server set (a browser sends it back with `credentials: 'include'`, so the server does not set
 * it again on every answer).
 */
export function sessionHeaders(token: string): Record<string, string> {
  return { authorization: token, cookie: `JSESSIONID=${token}` };
}

/** A new guest with the default squad: its session token and player id. */
export async function newGuest(client: GameClient): Promise<{ token: string; playerId: number }> {
  const res = await client.call<{ playerId: number }>('registerTrial', 'POST', '/api/security/registerTrial', null, {
    characterAndCompanion: 'knight:male:wolf',
    lang: 'en',
  });
  const token = res.headers.jsession;
  if (res.status !== 200 || typeof token !== 'string') throw new Error(`registerTrial: ${res.status}`);
  return { token, playerId: res.body.playerId };
}
