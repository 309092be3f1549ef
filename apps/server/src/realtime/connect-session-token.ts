import type { IncomingMessage } from 'node:http';
import type { StompHeaders } from './stomp-frame.ts';

const SESSION = 'JSESSIONID';

function fromAuthorization(value: string | undefined): string | null {
  if (value === undefined) return null;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  return token === '' ? null : token;
}

function fromCookie(header: string | undefined): string | null {
  if (header === undefined) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return value === '' ? null : decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}

function fromQuery(url: string | undefined): string | null {
  if (url === undefined) return null;
  const query = url.indexOf('?');
  if (query < 0) return null;
  const value = new URLSearchParams(url.slice(query + 1)).get(SESSION);
  return value === null || value === '' ? null : value;
}

/**
 * The session token a client presents when it opens the realtime connection (docs/architecture.md, "Wire contract"), first
 * found wins: the STOMP CONNECT `Authorization` or `JSESSIONID` header, then the upgrade request's
 * `JSESSIONID` query parameter, `Authorization` header, and `JSESSIONID` cookie.
 */
export function connectSessionToken(connectHeaders: StompHeaders, request: IncomingMessage): string | null {
  const stompHeader = connectHeaders[SESSION];
  return (
    fromAuthorization(connectHeaders['Authorization'] ?? connectHeaders['authorization']) ??
    (stompHeader === undefined || stompHeader === '' ? null : stompHeader) ??
    fromQuery(request.url) ??
    fromAuthorization(request.headers.authorization) ??
    fromCookie(request.headers.cookie)
  );
}
