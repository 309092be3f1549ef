/** Percentile (nearest rank) of an unsorted sample; NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

export const round = (value: number, digits = 1): number =>
  Number.isFinite(value) ? Math.round(value * 10 ** digits) / 10 ** digits : value;

/** Latencies and errors per call name, for one measured window. */
export class CallRecorder {
  readonly calls = new Map<string, { ms: number[]; errors: number; sample: string | null }>();
  /** Think-time pauses taken before the calls sent in this window, as measured (timers run late). */
  readonly pauses = { count: 0, totalMs: 0 };

  recordPause(ms: number): void {
    this.pauses.count += 1;
    this.pauses.totalMs += ms;
  }

  record(name: string, ms: number, ok: boolean, detail?: string): void {
    let entry = this.calls.get(name);
    if (!entry) this.calls.set(name, (entry = { ms: [], errors: 0, sample: null }));
    entry.ms.push(ms);
    if (!ok) {
      entry.errors += 1;
      entry.sample ??= detail ?? null;
    }
  }

  total(): { requests: number; errors: number } {
    let requests = 0;
    let errors = 0;
    for (const entry of this.calls.values()) {
      requests += entry.ms.length;
      errors += entry.errors;
    }
    return { requests, errors };
  }
}

export interface CallFigure {
  call: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  errorSample?: string | null;
  /** `--statements`: statements the server sent per call of this name (round trips, mean). */
  statements?: number;
  /** `--statements`: of them, those that waited for an answer of their own (mean round trips per call). */
  roundTrips?: number;
  /**
   * `--statements`: the mean time from the request's arrival in the server process to its answer's
   * end, and of it the mean wait on outbound calls (a platform's API), ms.
   */
  serverMs?: number;
  outboundMs?: number;
  /** `--statements`: of `serverMs`, the mean wait for a connection of the server's PostgreSQL pool, ms. */
  poolMs?: number;
  /** `--statements`: of `statements`, those sent without a prepared name (SQL built for the call). */
  unprepared?: number;
}

export function figures(recorder: CallRecorder, seconds: number): CallFigure[] {
  return [...recorder.calls.entries()].map(([call, entry]) => ({
    call,
    requests: entry.ms.length,
    rps: round(entry.ms.length / seconds),
    p50: round(percentile(entry.ms, 50), 2),
    p99: round(percentile(entry.ms, 99), 2),
    errors: entry.errors,
    ...(entry.sample ? { errorSample: entry.sample } : {}),
  }));
}
