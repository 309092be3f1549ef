import type { Socket } from 'node:net';
import type { ServerOptions } from 'node:http';
import { sendRawRefusal } from './raw-refusal.ts';

/** How long a client may take (docs/security.md, "Slow clients"; docs/limits.md). */
export interface HttpTimeouts {
  /** From a request's first byte (a new connection's opening) to the end of its headers. */
  headersMs: number;
  /** From a request's first byte to the end of its body. */
  requestMs: number;
  /** How long a kept-alive connection may idle between requests. */
  keepAliveMs: number;
  /** How often the server looks for connections past their time. */
  checkIntervalMs: number;
}

/**
 * Headers in 5 s and a whole request in 15 s (a game request is a few kilobytes, the largest
 * 256 KB); a kept-alive connection idles 72 s, longer than a proxy's own idle connections
 * (nginx, load balancers: 60 s), so a proxy never sends on a connection the server is closing.
 * Looked for every second, so a late client is cut within a second of its time.
 */
export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 5_000,
  requestMs: 15_000,
  keepAliveMs: 72_000,
  checkIntervalMs: 1_000,
};

/** A seconds setting (HTTP_HEADERS_TIMEOUT, …): unset or empty is `fallback`; else 1–3600 s or the boot stops. */
function secondsFrom(variable: string, value: string | undefined, fallbackMs: number): number {
  const text = value?.trim() ?? '';
  if (text === '') return fallbackMs;
  const seconds = /^\d{1,4}$/.test(text) ? Number(text) : 0;
  if (!(seconds >= 1 && seconds <= 3_600))
    throw new Error(`${variable} must be a number of seconds from 1 to 3600, got "${text}"`);
  return seconds * 1_000;
}

/** HTTP_HEADERS_TIMEOUT, HTTP_REQUEST_TIMEOUT, HTTP_KEEP_ALIVE_TIMEOUT (seconds); headers never outlast the request. */
export function httpTimeoutsFrom(env: Record<string, string | undefined>): HttpTimeouts {
  const requestMs = secondsFrom('HTTP_REQUEST_TIMEOUT', env.HTTP_REQUEST_TIMEOUT, DEFAULT_HTTP_TIMEOUTS.requestMs);
  const headersMs = secondsFrom('HTTP_HEADERS_TIMEOUT', env.HTTP_HEADERS_TIMEOUT, DEFAULT_HTTP_TIMEOUTS.headersMs);
  const keepAliveMs = secondsFrom(
    'HTTP_KEEP_ALIVE_TIMEOUT',
    env.HTTP_KEEP_ALIVE_TIMEOUT,
    DEFAULT_HTTP_TIMEOUTS.keepAliveMs,
  );
  return { ...DEFAULT_HTTP_TIMEOUTS, requestMs, headersMs: Math.min(headersMs, requestMs), keepAliveMs };
}

/**
 * Fastify's (and so Node's) server options for the timeouts: a request past its time is answered
 * 408 REQUEST_TIMEOUT and its connection closed; a malformed one 400 BAD_REQUEST (431 for headers
 * too large), in the error envelope. An upgraded realtime socket is no longer a request: it stays.
 */
export function fastifyTimeoutOptions(timeouts: HttpTimeouts): {
  requestTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
  clientErrorHandler: (error: Error, socket: Socket) => void;
} {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    clientErrorHandler: (error, socket) => {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ECONNRESET' || socket.destroyed) return;
      if (code === 'ERR_HTTP_REQUEST_TIMEOUT') sendRawRefusal(socket, 408, 'REQUEST_TIMEOUT');
      else if (code === 'HPE_HEADER_OVERFLOW') sendRawRefusal(socket, 431, 'BAD_REQUEST');
      else sendRawRefusal(socket, 400, 'BAD_REQUEST');
    },
  };
}
