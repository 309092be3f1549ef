/** At most `max` of something (chat messages, mails, new guests) within `windowMs`. */
export interface WindowLimit {
  max: number;
  windowMs: number;
}

/**
 * A window limit from the environment variable `variable`: unset or empty is `fallback`; otherwise
 * `N/S`, at most N in S seconds (each 1 to 100000), or the server refuses to start.
 */
export function windowLimitFrom(
  variable: string,
  value: string | undefined,
  fallback: WindowLimit,
): WindowLimit {
  const text = value?.trim() ?? '';
  if (text === '') return fallback;
  const match = /^(\d{1,6})\s*\/\s*(\d{1,6})$/.exec(text);
  const max = Number(match?.[1]);
  const seconds = Number(match?.[2]);
  if (!(max >= 1 && max <= 100_000 && seconds >= 1 && seconds <= 100_000))
    throw new Error(`${variable} must be N/S (at most N in S seconds, each 1 to 100000), got "${text}"`);
  return { max, windowMs: seconds * 1000 };
}

/**
 * Whole seconds until one more is allowed under `limit`, given when the `limit.max`-th newest one
 * happened (null: there were fewer): 0 when one more is allowed now. That one leaves the window
 * `limit.windowMs` after it happened.
 */
export function windowWaitSeconds(nthNewestAtMs: number | null, nowMs: number, limit: WindowLimit): number {
  if (nthNewestAtMs === null) return 0;
  const freeAtMs = nthNewestAtMs + limit.windowMs;
  return freeAtMs > nowMs ? Math.ceil((freeAtMs - nowMs) / 1000) : 0;
}
