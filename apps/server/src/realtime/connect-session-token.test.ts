import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { connectSessionToken } from './connect-session-token.ts';

function request(url: string, headers: Record<string, string> = {}): IncomingMessage {
  return { url, headers } as unknown as IncomingMessage;
}

describe('connectSessionToken', () => {
  it('prefers the STOMP Authorization header, then the STOMP JSESSIONID header', () => {
    const req = request('/api/websocket?JSESSIONID=q', { authorization: 'h', cookie: 'JSESSIONID=c' });
    expect(connectSessionToken({ Authorization: 'Bearer s1', JSESSIONID: 's2' }, req)).toBe('s1');
    expect(connectSessionToken({ JSESSIONID: 's2' }, req)).toBe('s2');
  });

  it('falls back to the query parameter, the HTTP Authorization header, then the cookie', () => {
    expect(connectSessionToken({}, request('/api/websocket?JSESSIONID=q%2B1', { authorization: 'h' }))).toBe(
      'q+1',
    );
    expect(
      connectSessionToken({}, request('/api/websocket', { authorization: 'h', cookie: 'JSESSIONID=c' })),
    ).toBe('h');
    expect(connectSessionToken({}, request('/api/websocket', { cookie: 'a=1; JSESSIONID=c%3D; b=2' }))).toBe(
      'c=',
    );
  });

  it('is null when nothing usable is there', () => {
    expect(
      connectSessionToken({ Authorization: 'Bearer  ' }, request('/api/websocket?JSESSIONID=')),
    ).toBeNull();
    expect(connectSessionToken({}, request('/api/websocket', { cookie: 'JSESSIONID=%E0%A4%A' }))).toBeNull();
  });
});
