import autocannon from 'autocannon';
import { round } from '../stats.ts';

export interface CannonFigure {
  url: string;
  connections: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Hammers one GET route with autocannon (keep-alive, `connections` at once) for `seconds`. */
export async function cannon(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<CannonFigure> {
  const result = await autocannon({ url, connections, duration: seconds, headers, timeout: 10 });
  return {
    url: new URL(url).pathname,
    connections,
    seconds,
    rps: round(result.requests.average),
    p50: round(result.latency.p50, 2),
    p99: round(result.latency.p99, 2),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
