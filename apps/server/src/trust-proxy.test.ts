import { describe, expect, it } from 'vitest';
import { trustProxyFrom } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('trusts no one by default, a number of hops, or listed proxies', () => {
    for (const off of [undefined, '', ' 0 ', 'false']) expect(trustProxyFrom(off)).toBe(false);
    expect(trustProxyFrom('1')).toBe(1);
    expect(trustProxyFrom('10.0.0.5, 10.1.0.0/16,::1,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it('refuses to trust any peer, and anything it cannot read', () => {
    for (const bad of ['true', 'all', '*', '11', 'proxy.local', '10.0.0.0/33', '10.0.0.1/8/1'])
      expect(() => trustProxyFrom(bad)).toThrow(/TRUST_PROXY/);
  });
});
