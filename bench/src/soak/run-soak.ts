import { loadavg } from 'node:os';
import { runCoreLoop, type CoreLoopResult } from '../http/core-loop.ts';
import type { ServerProcess } from '../server/server-process.ts';
import { memoryVerdict, type MemoryVerdict } from './memory-trend.ts';
import { round } from '../stats.ts';

export interface SoakResult {
  seconds: number;
  coreLoop: CoreLoopResult;
  /** `load1`: the machine's 1-minute load average then (the server and the load share it with any other work). */
  samples: { at: number; rssMb: number; heapMb: number; requests: number; errors: number; load1: number }[];
  /** Server RSS and heap after GC: the first quarter of the samples against the last (`memoryVerdict`). */
  memory: MemoryVerdict;
  /** No errors, and memory flat. */
  pass: boolean;
}

/**
 * The soak's players keep climbing for as long as it runs: their squads are raised to this level and
 * healed every HEAL_EVERY_MS, or after some hundred battles every hero is at 0 and each attack is
 * SQUAD_DEAD (a 10-minute soak on PostgreSQL got there at 7 minutes). At level 300 a fresh squad won
 * up to about stair 500, and a soak at 1,244 calls/s climbed to where squads won with so little
 * health left that they fell between two heals (196 SQUAD_DEAD in its last 90 s). Since the late
 * road's guards grew (2.25 times from stair 500), a fresh squad of two needs level 5,000 to win stair
 * 3,000; at 6,000 one or two heroes win every guard up to there with room (run-soak.test.ts).
 */
export const SOAK_SQUAD_LEVEL = 6000;
const HEAL_EVERY_MS = 5000;

/** The core loop for `seconds` (after a 60 s warm-up), sampling the server's memory after GC. */
export async function runSoak(
  server: ServerProcess,
  options: { players: number; seconds: number; warmup: number },
): Promise<SoakResult> {
  const samples: SoakResult['samples'] = [];
  const every = Math.max(5, Math.min(30, Math.round(options.seconds / 20)));
  let healing = Promise.resolve();
  const healer = setInterval(() => {
    healing = healing
      // SKIP LOCKED: never waits for a hero a battle holds, so it can never deadlock with the game.
      .then(() =>
        server.sql(
          'UPDATE creatures SET health = 1000000, health_at = now() WHERE id IN (SELECT id FROM creatures FOR UPDATE SKIP LOCKED)',
        ),
      )
      .then(
        () => undefined,
        (error: unknown) => console.error(`soak: healing the squads failed: ${String(error)}`),
      );
  }, HEAL_EVERY_MS);
  let coreLoop: CoreLoopResult;
  try {
    coreLoop = await runCoreLoop(server, {
      players: options.players,
      seconds: options.seconds,
      warmupSeconds: options.warmup,
      squadLevel: SOAK_SQUAD_LEVEL,
      sampleEverySeconds: every,
      onSample: async (at, recorder) => {
        const memory = await server.memory(true);
        const { requests, errors } = recorder.total();
        const sample = {
          at: round(at),
          rssMb: round(memory.rss / 2 ** 20),
          heapMb: round(memory.heapUsed / 2 ** 20),
          requests,
          errors,
          load1: round(loadavg()[0] ?? Number.NaN, 2),
        };
        samples.push(sample);
        console.log(
          `soak ${sample.at}s: rss ${sample.rssMb} MB, heap ${sample.heapMb} MB, ${requests} calls, ${errors} errors, load ${sample.load1}`,
        );
      },
    });
  } finally {
    clearInterval(healer);
    await healing;
  }
  const memory = memoryVerdict(samples);
  return { seconds: options.seconds, coreLoop, samples, memory, pass: coreLoop.errors === 0 && memory.flat };
}
