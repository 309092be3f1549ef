import { describe, expect, it } from 'vitest';
import { DEFAULT_LOG_LIMITS } from '../app-config.ts';
import { logLimitsFrom } from './log-limits-from.ts';

describe('the log limits from the environment', () => {
  it('takes the defaults when unset, and reads each setting', () => {
    expect(logLimitsFrom({})).toEqual(DEFAULT_LOG_LIMITS);
    const limits = logLimitsFrom({ CLIENT_ERROR_LIMIT: '3/600', LOAD_LOG_IP_LIMIT: '50/60', LOG_RETENTION_DAYS: '7' });
    expect(limits.errors.perClient).toEqual({ max: 3, windowMs: 600_000 });
    expect(limits.loads.perIp).toEqual({ max: 50, windowMs: 60_000 });
    expect(limits.retentionMs).toBe(7 * 24 * 3_600_000);
  });

  it('stops the boot on a value it cannot read', () => {
    expect(() => logLimitsFrom({ LOAD_LOG_LIMIT: 'many' })).toThrow(/LOAD_LOG_LIMIT/);
    expect(() => logLimitsFrom({ LOG_RETENTION_DAYS: '0' })).toThrow(/LOG_RETENTION_DAYS/);
    expect(() => logLimitsFrom({ LOG_RETENTION_DAYS: '-3' })).toThrow(/LOG_RETENTION_DAYS/);
  });
});
