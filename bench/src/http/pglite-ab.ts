import { startServerProcess } from '../server/server-process.ts';
import { runCoreLoop, type CoreLoopResult } from './core-loop.ts';

/** Where the embedded PGlite runs in one server process of the comparison. */
export type PgliteMode = 'thread' | 'worker';

export interface PgliteAbRun {
  /** 1-based, in the order the servers ran. */
  order: number;
  mode: PgliteMode;
  saturation: CoreLoopResult;
  playerPace: CoreLoopResult;
}

export interface PgliteAbOptions {
  /** How many times each mode runs; they alternate A B B A A B… so a drift of the machine weighs on both. */
  pairs: number;
  players: number;
  seconds: number;
  warmup: number;
  thinkMs: number;
  log(text: string): void;
}

/** The modes in the order they run: A B, then B A, then A B… (`pairs` of each). */
export function abOrder(pairs: number): PgliteMode[] {
  const out: PgliteMode[] = [];
  for (let i = 0; i < pairs; i += 1) out.push(...(i % 2 === 0 ? (['thread', 'worker'] as const) : (['worker', 'thread'] as const)));
  return out;
}

/**
 * The core loop on PGlite in the server's own thread (PGLITE_WORKER=0) and in a worker thread
 * (PGLITE_WORKER=1), each on a fresh server process with a fresh data folder, alternated: at
 * saturation (throughput) and at player pace (latency), with the CPU per call of each thread.
 */
export async function runPgliteAb(options: PgliteAbOptions): Promise<PgliteAbRun[]> {
  const runs: PgliteAbRun[] = [];
  const loop = { players: options.players, seconds: options.seconds, warmupSeconds: options.warmup };
  for (const [index, mode] of abOrder(options.pairs).entries()) {
    options.log(`PGlite ${mode === 'worker' ? 'in a worker thread' : "in the server's thread"} (${index + 1})`);
    const server = await startServerProcess(undefined, { PGLITE_WORKER: mode === 'worker' ? '1' : '0' });
    try {
      if (server.pgliteWorker !== (mode === 'worker')) throw new Error(`the server did not run PGlite as asked (${mode})`);
      const saturation = await runCoreLoop(server, loop);
      const playerPace = await runCoreLoop(server, { ...loop, thinkMs: options.thinkMs });
      runs.push({ order: index + 1, mode, saturation, playerPace });
    } finally {
      await server.stop();
    }
  }
  return runs;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const worstCall = (result: CoreLoopResult) =>
  result.calls.reduce((worst, call) => (call.p99 > worst.p99 ? call : worst), { call: '—', p99: 0 });

const cpu = (result: CoreLoopResult) => {
  const c = result.cpuPerCall;
  return `${c.server} (${c.serverMainThread ?? '—'} / ${c.databaseThread ?? '—'})`;
};

/** The comparison as markdown: one row per server run, then the medians of each mode. */
export function pgliteAbMarkdown(runs: readonly PgliteAbRun[], options: Omit<PgliteAbOptions, 'log'>): string {
  const label = (mode: PgliteMode) => (mode === 'worker' ? 'worker thread' : "server's thread");
  const lines = [
    `Core loop, ${options.players} players, ${options.seconds} s measured after ${options.warmup} s; player pace ${options.thinkMs} ms.`,
    'Server CPU per call in µs: the whole process (its main thread / PGlite\'s worker thread).',
    '',
    '| # | PGlite in | saturation calls/s | errors | server CPU µs/call | player pace calls/s | p50 ms | p99 ms | worst call p99 | errors | server CPU µs/call |',
    '|---:|---|---:|---:|---|---:|---:|---:|---|---:|---|',
    ...runs.map((r) => {
      const worst = worstCall(r.playerPace);
      return `| ${r.order} | ${label(r.mode)} | ${r.saturation.actionsPerSecond} | ${r.saturation.errors} | ${cpu(r.saturation)} | ${r.playerPace.actionsPerSecond} | ${r.playerPace.p50} | ${r.playerPace.p99} | ${worst.call} ${worst.p99} | ${r.playerPace.errors} | ${cpu(r.playerPace)} |`;
    }),
    '',
    '| PGlite in | median saturation calls/s | median player-pace p99 ms |',
    '|---|---:|---:|',
  ];
  const medians: Partial<Record<PgliteMode, number>> = {};
  for (const mode of ['thread', 'worker'] as const) {
    const of = runs.filter((r) => r.mode === mode);
    if (!of.length) continue;
    medians[mode] = median(of.map((r) => r.saturation.actionsPerSecond));
    lines.push(`| ${label(mode)} | ${medians[mode]} | ${median(of.map((r) => r.playerPace.p99))} |`);
  }
  if (medians.thread && medians.worker)
    lines.push('', `Saturation, worker ÷ server's thread: ${(medians.worker / medians.thread).toFixed(2)}×.`);
  return `${lines.join('\n')}\n`;
}
