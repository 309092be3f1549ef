import { runCoreLoop, type CoreLoopResult } from './http/core-loop.ts';
import type { ServerProcess } from './server/server-process.ts';
import { round } from './stats.ts';

export interface SoakResult {
  seconds: number;
  coreLoop: CoreLoopResult;
  samples: { at: number; rssMb: number; heapMb: number; requests: number; errors: number }[];
  /** Server RSS after GC: the first sample after warm-up and the highest later one. */
  rssBaselineMb: number;
  rssMaxMb: number;
  rssGrowth: number;
  pass: boolean;
}

/** The core loop for `seconds` (after a 60 s warm-up), sampling the server's memory after GC. */
export async function runSoak(
  server: ServerProcess,
  options: { players: number; seconds: number; warmup: number },
): Promise<SoakResult> {
  const samples: SoakResult['samples'] = [];
  const every = Math.max(5, Math.min(30, Math.round(options.seconds / 20)));
  const coreLoop = await runCoreLoop(server, {
    players: options.players,
    seconds: options.seconds,
    warmupSeconds: options.warmup,
    sampleEverySeconds: every,
    onSample: async (at, recorder) => {
      const memory = await server.memory(true);
      const { requests, errors } = recorder.total();
      const sample = { at: round(at), rssMb: round(memory.rss / 2 ** 20), heapMb: round(memory.heapUsed / 2 ** 20), requests, errors };
      samples.push(sample);
      console.log(`soak ${sample.at}s: rss ${sample.rssMb} MB, heap ${sample.heapMb} MB, ${requests} calls, ${errors} errors`);
    },
  });
  const baseline = samples[0]?.rssMb ?? Number.NaN;
  const max = Math.max(...samples.map((s) => s.rssMb));
  const growth = round((max - baseline) / baseline, 3);
  return {
    seconds: options.seconds,
    coreLoop,
    samples,
    rssBaselineMb: baseline,
    rssMaxMb: max,
    rssGrowth: growth,
    pass: coreLoop.errors === 0 && growth <= 0.1,
  };
}
