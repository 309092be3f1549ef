import { DEFAULT_LOG_LIMITS } from '../app-config.ts';
import { windowLimitFrom } from '../window-limit.ts';
import type { LogLimits } from './log-limit.ts';

/**
 * The log limits from the environment: CLIENT_ERROR_LIMIT and CLIENT_ERROR_IP_LIMIT (`N/S`, error
 * reports per client and per IP address), LOAD_LOG_LIMIT and LOAD_LOG_IP_LIMIT (load-log steps),
 * LOG_RETENTION_DAYS (1–3650). Unset values take the defaults; an unreadable one stops the boot.
 */
export function logLimitsFrom(env: Record<string, string | undefined>): LogLimits {
  const d = DEFAULT_LOG_LIMITS;
  const days = env.LOG_RETENTION_DAYS?.trim() ?? '';
  const retentionDays = days === '' ? null : /^\d{1,4}$/.test(days) ? Number(days) : 0;
  if (retentionDays !== null && !(retentionDays >= 1 && retentionDays <= 3650))
    throw new Error(`LOG_RETENTION_DAYS must be a number of days from 1 to 3650, got "${days}"`);
  return {
    errors: {
      perClient: windowLimitFrom('CLIENT_ERROR_LIMIT', env.CLIENT_ERROR_LIMIT, d.errors.perClient),
      perIp: windowLimitFrom('CLIENT_ERROR_IP_LIMIT', env.CLIENT_ERROR_IP_LIMIT, d.errors.perIp),
    },
    loads: {
      perClient: windowLimitFrom('LOAD_LOG_LIMIT', env.LOAD_LOG_LIMIT, d.loads.perClient),
      perIp: windowLimitFrom('LOAD_LOG_IP_LIMIT', env.LOAD_LOG_IP_LIMIT, d.loads.perIp),
    },
    retentionMs: retentionDays === null ? d.retentionMs : retentionDays * 24 * 3_600_000,
  };
}
