import { describe, expect, it } from 'vitest';
import { DEFAULT_HTTP_TIMEOUTS, httpTimeoutsFrom } from './http-timeouts.ts';

describe('the HTTP timeout settings', () => {
  it('default when unset, read seconds otherwise', () => {
    expect(httpTimeoutsFrom({})).toEqual(DEFAULT_HTTP_TIMEOUTS);
    expect(
      httpTimeoutsFrom({ HTTP_HEADERS_TIMEOUT: '3', HTTP_REQUEST_TIMEOUT: ' 20 ', HTTP_KEEP_ALIVE_TIMEOUT: '65' }),
    ).toEqual({ ...DEFAULT_HTTP_TIMEOUTS, headersMs: 3_000, requestMs: 20_000, keepAliveMs: 65_000 });
  });

  it('never let the headers outlast the whole request', () => {
    expect(httpTimeoutsFrom({ HTTP_HEADERS_TIMEOUT: '60', HTTP_REQUEST_TIMEOUT: '10' }).headersMs).toBe(10_000);
  });

  it('stop the boot on an unreadable value', () => {
    for (const bad of ['0', '-1', '1.5', 'ten', '3601'])
      expect(() => httpTimeoutsFrom({ HTTP_REQUEST_TIMEOUT: bad })).toThrow(/HTTP_REQUEST_TIMEOUT/);
  });
});
