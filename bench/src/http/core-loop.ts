import type { ProcessCpu } from '../server/child-protocol.ts';
import type { ServerProcess } from '../server/server-process.ts';
import { CallRecorder, figures, percentile, round, type CallFigure } from '../stats.ts';
import { coreLoopRound, type BenchPlayer } from './core-player.ts';
import { GameClient, newGuest } from './game-client.ts';

export interface CoreLoopOptions {
  players: number;
  warmupSeconds: number;
  seconds: number;
  /** Squad level of the bench players, set with a direct SQL update (so the guards are beaten). */
  squadLevel?: number;
  /** Called every `sampleEverySeconds` during the measured window (soak: server memory). */
  onSample?: (elapsedSeconds: number, recorder: CallRecorder) => Promise<void>;
  sampleEverySeconds?: number;
}

export interface CoreLoopResult {
  players: number;
  seconds: number;
  actions: number;
  actionsPerSecond: number;
  rounds: number;
  errors: number;
  /** Over every call of the measured window, ms. */
  p50: number;
  p99: number;
  /**
   * CPU time per call in the measured window (µs): the load generator (this process: the simulated
   * players' HTTP client and the figures) and the server process — whether the load generator, on the
   * same cores, is what limits the figures.
   */
  cpuPerCall: { loadGenerator: number; server: number };
  calls: CallFigure[];
}

const cpuMicros = (cpu: ProcessCpu) => cpu.user + cpu.system;

/** Registers `count` guests, `concurrency` at a time, and makes their squads strong enough to win. */
export async function benchPlayers(
  server: ServerProcess,
  client: GameClient,
  count: number,
  squadLevel: number,
): Promise<BenchPlayer[]> {
  const players: BenchPlayer[] = [];
  while (players.length < count) {
    const batch = Math.min(25, count - players.length);
    players.push(...(await Promise.all(Array.from({ length: batch }, () => newGuest(client)))));
  }
  await server.sql(
    'UPDATE creatures SET level = $1, health = 1000000, health_at = now() WHERE player_id = ANY($2::int[])',
    [squadLevel, players.map((p) => p.playerId)],
  );
  return players;
}

/**
 * `players` simulated players doing core-loop rounds back to back: warm-up first (not recorded),
 * then the measured window. Bounded in time (each player stops at the deadline) and in count.
 */
export async function runCoreLoop(server: ServerProcess, options: CoreLoopOptions): Promise<CoreLoopResult> {
  const client = new GameClient(server.url, options.players);
  try {
    const players = await benchPlayers(server, client, options.players, options.squadLevel ?? 60);
    const warmupEnd = Date.now() + options.warmupSeconds * 1000;
    const end = warmupEnd + options.seconds * 1000;
    let recorder = new CallRecorder();
    client.recorder = recorder;
    let rounds = 0;
    let cpuAtStart = { bench: process.cpuUsage(), server: server.cpu() };
    const switcher = setTimeout(() => {
      recorder = new CallRecorder();
      client.recorder = recorder;
      rounds = 0;
      cpuAtStart = { bench: process.cpuUsage(), server: server.cpu() };
    }, options.warmupSeconds * 1000);

    let sampling = true;
    const sampler = (async () => {
      const every = (options.sampleEverySeconds ?? 0) * 1000;
      if (!options.onSample || every <= 0) return;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, warmupEnd - Date.now())));
      for (let next = warmupEnd + every; sampling && next <= end; next += every) {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
        if (sampling) await options.onSample((Date.now() - warmupEnd) / 1000, recorder);
      }
    })();

    const MAX_ROUNDS = 100_000;
    await Promise.all(
      players.map(async (player) => {
        for (let i = 0; i < MAX_ROUNDS && Date.now() < end; i += 1) {
          await coreLoopRound(client, player);
          rounds += 1;
        }
      }),
    );
    sampling = false;
    clearTimeout(switcher);
    await sampler;
    const seconds = (Date.now() - warmupEnd) / 1000;
    const { requests, errors } = recorder.total();
    const benchCpu = cpuMicros(process.cpuUsage(cpuAtStart.bench));
    const serverCpu = cpuMicros(await server.cpu()) - cpuMicros(await cpuAtStart.server);
    const latencies = [...recorder.calls.values()].flatMap((entry) => entry.ms);
    return {
      players: options.players,
      seconds: round(seconds),
      actions: requests,
      actionsPerSecond: round(requests / seconds),
      rounds,
      errors,
      p50: round(percentile(latencies, 50), 2),
      p99: round(percentile(latencies, 99), 2),
      cpuPerCall: {
        loadGenerator: Math.round(benchCpu / Math.max(1, requests)),
        server: Math.round(serverCpu / Math.max(1, requests)),
      },
      calls: figures(recorder, seconds),
    };
  } finally {
    await client.close();
  }
}
