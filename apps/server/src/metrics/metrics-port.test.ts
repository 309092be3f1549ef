import { describe, expect, it } from 'vitest';
import { metricsPortFrom } from './metrics-port.ts';

describe('METRICS_PORT', () => {
  it('is off when unset or empty, a port otherwise', () => {
    expect(metricsPortFrom(undefined)).toBeUndefined();
    expect(metricsPortFrom(' ')).toBeUndefined();
    expect(metricsPortFrom('9464')).toBe(9464);
  });

  it('refuses anything that is not a port', () => {
    for (const bad of ['0', '65536', 'abc', '94.64', '-1'])
      expect(() => metricsPortFrom(bad)).toThrow(/METRICS_PORT/);
  });
});
