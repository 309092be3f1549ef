import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustProxyFrom } from '../../src/trust-proxy.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/** A client's address is taken from X-Forwarded-For only as far as the configured proxies vouch for it. */
const oneGuestPerAddress = { guestSignups: { max: 1, windowMs: 3_600_000 } };
const trial = (t: TestApp, peer: string, forwardedFor: string) =>
  t.post(
    '/api/security/registerTrial',
    { lang: 'en' },
    { remoteAddress: peer, headers: { 'x-forwarded-for': forwardedFor } },
  );

describe('behind listed proxies (TRUST_PROXY=10.0.0.5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { ...oneGuestPerAddress, trustProxy: trustProxyFrom('10.0.0.5') } });
  });
  afterAll(() => t.close());

  it('ignores a spoofed X-Forwarded-For from a peer that is not the proxy', async () => {
    expect((await trial(t, '203.0.113.7', '198.51.100.1')).statusCode).toBe(200);
    expectRefusal(await trial(t, '203.0.113.7', '198.51.100.2'), 429, 'GUEST_LIMIT');
  });

  it('takes the client address the proxy appended', async () => {
    expect((await trial(t, '10.0.0.5', '198.51.100.10')).statusCode).toBe(200);
    expect((await trial(t, '10.0.0.5', '198.51.100.11')).statusCode).toBe(200);
    // A client that writes its own header in front of the proxy's entry is still the proxy's entry.
    expectRefusal(await trial(t, '10.0.0.5', '1.1.1.1, 198.51.100.10'), 429, 'GUEST_LIMIT');
  });
});

describe('behind one proxy hop (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { ...oneGuestPerAddress, trustProxy: trustProxyFrom('1') } });
  });
  afterAll(() => t.close());

  it('reads only the last entry, so rotating the rest of the header changes nothing', async () => {
    expect((await trial(t, '10.0.0.5', 'spoof-1, 198.51.100.20')).statusCode).toBe(200);
    expectRefusal(await trial(t, '10.0.0.5', 'spoof-2, 198.51.100.20'), 429, 'GUEST_LIMIT');
  });
});
