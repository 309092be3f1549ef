const HOUR_MS = 3_600_000;

export interface GainableFill {
  /** What a gain would credit now. */
  amount: number;
  /** When it is full again (ms); null when it is full now. */
  fullAt: number | null;
  /** What `gained_at` becomes after a gain now: the time the credited amount had filled by, so no part is lost. */
  nextGainedAt: number;
}

/**
 * A GAINABLE fills at `amountPerHour` up to `capacity`. Never gained (`gainedAtMs` null): full, as
 * when first found. Pure, integer amounts.
 */
export function gainableFill(
  payload: { amountPerHour: number; capacity: number },
  gainedAtMs: number | null,
  nowMs: number,
): GainableFill {
  const { amountPerHour, capacity } = payload;
  if (gainedAtMs === null || amountPerHour <= 0)
    return { amount: gainedAtMs === null ? capacity : 0, fullAt: null, nextGainedAt: nowMs };
  const elapsed = Math.max(0, nowMs - gainedAtMs);
  const filled = Math.floor((amountPerHour * elapsed) / HOUR_MS);
  if (filled >= capacity) return { amount: capacity, fullAt: null, nextGainedAt: nowMs };
  const fullAt = gainedAtMs + Math.ceil((capacity * HOUR_MS) / amountPerHour);
  const nextGainedAt = gainedAtMs + Math.ceil((filled * HOUR_MS) / amountPerHour);
  return { amount: filled, fullAt, nextGainedAt: Math.min(nowMs, nextGainedAt) };
}
