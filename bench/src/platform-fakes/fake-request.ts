import type { IncomingHttpHeaders } from 'node:http';

/** A request to a platform fake, read whole: its method, address, headers and body text. */
export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  text: string;
}

/** A fake's JSON answer. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** One platform's fake: answers the requests it knows, `null` for the rest. */
export type FakeHandler = (request: FakeRequest) => FakeAnswer | null;

export const json = (status: number, body: unknown): FakeAnswer => ({ status, body });

/** The body as JSON, or null when it is not a JSON object. */
export function jsonBody(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
