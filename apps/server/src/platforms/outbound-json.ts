import { Agent, request } from 'undici';

/**
 * The server's calls to the platforms' and payment providers' HTTP APIs (Kongregate, RuStore, OK,
 * Google's keys, the Telegram Bot API, YooKassa), through undici's `request` on one keep-alive agent.
 * The global `fetch` did the same work through WHATWG streams, Request and Response objects and an
 * AbortSignal per call: about three times the CPU of a call on loopback.
 */
const agent = new Agent({ keepAliveTimeout: 10_000 });

export interface OutboundCall {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /**
   * Gives up when the answer's headers take longer than this, or its body stops for this long; the
   * call then throws, as it does when the address cannot be reached.
   */
  timeoutMs: number;
}

export interface OutboundAnswer {
  status: number;
  /** The answer's body parsed as JSON; undefined when it is not JSON. */
  json: unknown;
  /** One header of the answer (lower-case name), or undefined. */
  header(name: string): string | undefined;
}

/** One call; the whole body is read, so the connection goes back to the agent. */
export async function callJsonApi(url: string | URL, call: OutboundCall): Promise<OutboundAnswer> {
  const answer = await request(url, {
    dispatcher: agent,
    method: call.method ?? 'GET',
    headers: call.headers,
    body: call.body,
    headersTimeout: call.timeoutMs,
    bodyTimeout: call.timeoutMs,
  });
  const text = await answer.body.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const headers = answer.headers;
  return {
    status: answer.statusCode,
    json,
    header: (name) => {
      const value = headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}
