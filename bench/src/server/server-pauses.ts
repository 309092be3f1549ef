import type { Server } from 'node:http';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { percentile, round } from '../stats.ts';
import type { ServerPauses } from './child-protocol.ts';

const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e4) / 100;

/**
 * The server process's own pauses, where a call waits although neither PostgreSQL nor the network
 * holds it: how late the event loop runs what is ready (a 1 ms timer's lateness: a long synchronous
 * task, a garbage collection), and the garbage collector's pauses; and how long the server held each
 * request, from its headers read to its answer's last byte written, to set beside the load
 * generator's latency. `take` answers what was seen since the last `take` and starts again.
 */
export function watchServerPauses(): { take(): ServerPauses; watch(server: Server): void } {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let collections: number[] = [];
  let held: number[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) collections.push(entry.duration);
  }).observe({ entryTypes: ['gc'] });
  // The bench's own percentile; no request in the window answers 0.
  const percentileOf = (values: number[], p: number) =>
    values.length === 0 ? 0 : round(percentile(values, p), 2);
  return {
    watch(server) {
      // A listener beside the app's: it only times the answer.
      server.on('request', (_request, response) => {
        const start = performance.now();
        response.once('finish', () => held.push(performance.now() - start));
      });
    },
    take() {
      const taken: ServerPauses = {
        loopDelayP50Ms: ms(delay.percentile(50)),
        loopDelayP99Ms: ms(delay.percentile(99)),
        loopDelayMaxMs: ms(delay.max),
        gcPauses: collections.length,
        gcTotalMs: Math.round(collections.reduce((sum, d) => sum + d, 0) * 10) / 10,
        gcMaxMs: Math.round(Math.max(0, ...collections) * 10) / 10,
        gcOver10Ms: collections.filter((d) => d > 10).length,
        heldP50Ms: percentileOf(held, 50),
        heldP99Ms: percentileOf(held, 99),
      };
      held = [];
      delay.reset();
      collections = [];
      return taken;
    },
  };
}
