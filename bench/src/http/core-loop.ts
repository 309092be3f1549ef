import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ProcessCpu, ServerPauses } from '../server/child-protocol.ts';
import type { ServerProcess } from '../server/server-process.ts';
import { CallRecorder, figures, percentile, round, type CallFigure } from '../stats.ts';
import { CORE_LOOP_CALLS, coreLoopRound, type BenchPlayer } from './core-player.ts';
import { GameClient, newGuest } from './game-client.ts';

export interface CoreLoopOptions {
  players: number;
  warmupSeconds: number;
  seconds: number;
  /**
   * Player pace: each simulated player waits this long after every answer before its next call (0:
   * saturation, calls back to back). The players' first calls are spread over `startSpreadMs`.
   */
  thinkMs?: number;
  /**
   * Player pace: the players start one after another over this long (default `roundStartSpreadMs`:
   * one round's pauses), so that, as in a real population, they are at every point of their round at
   * any moment rather than all making the same call in the same half-second. The warm-up lasts at
   * least this long, so every player is playing when the measured window opens.
   */
  startSpreadMs?: number;
  /**
   * CPU time so far of the database's own processes, µs: a PostgreSQL the bench started (`--pg`), or
   * by default the embedded PostgreSQL the server started (`server.databaseCpu`).
   */
  databaseCpu?: (() => number) | null;
  /** Squad level of the bench players, set with a direct SQL update (so the guards are beaten). */
  squadLevel?: number;
  /** Called every `sampleEverySeconds` during the measured window (soak: server memory). */
  onSample?: (elapsedSeconds: number, recorder: CallRecorder) => Promise<void>;
  sampleEverySeconds?: number;
  /** What each player does, round after round (default: the core loop's `coreLoopRound`). */
  round?: (client: GameClient, player: BenchPlayer) => Promise<boolean>;
  /** The round's calls in the order the results list them (default: CORE_LOOP_CALLS). */
  calls?: readonly string[];
  /** Run on the new players before the warm-up (default: nothing more than the squad level). */
  prepare?: (players: BenchPlayer[]) => Promise<void>;
}

export interface CoreLoopResult {
  players: number;
  /** The pause before every call, ms (0: saturation). */
  thinkMs: number;
  seconds: number;
  actions: number;
  actionsPerSecond: number;
  /**
   * Player pace: the most the players can ask for, `players × 1000 / thinkMs` calls/s (each waits
   * thinkMs after every answer, so they offer that only if answers took no time); null at saturation.
   */
  offeredMaxPerSecond: number | null;
  /** Player pace: the mean pause actually taken (timers fire late on a busy machine), ms. */
  meanPauseMs: number | null;
  /** Player pace: over how long the players started, one after another (0 at saturation), ms. */
  startSpreadMs: number;
  rounds: number;
  errors: number;
  /** Over every call of the measured window, ms. */
  p50: number;
  p99: number;
  mean: number;
  /**
   * CPU time per call in the measured window (µs): the load generator (this process: the simulated
   * players' HTTP client and the figures), the server process, and the database's own processes —
   * the embedded PostgreSQL the server started, or the cluster the bench started (null on a database
   * of BENCH_DATABASE_URL) — whether the load generator, on the same cores, is what limits the
   * figures, and where the machine's CPU goes.
   */
  cpuPerCall: {
    loadGenerator: number;
    server: number;
    database: number | null;
  };
  calls: CallFigure[];
  /**
   * The server process's event-loop delay and garbage-collection pauses in the measured window: how
   * much of a call's time the server's own pauses can explain.
   */
  serverPauses?: ServerPauses;
  /** The load generator's own event-loop delay in the window (p99, longest), ms: late answers it read late. */
  loadGeneratorDelay?: { p99Ms: number; maxMs: number };
  /**
   * `--statements` on the bench's own PostgreSQL: statements per call over the window from
   * pg_stat_statements (track = all): sent by the server (top level) and run inside triggers and
   * functions (nested).
   */
  databaseStatements?: { topLevel: number; nested: number };
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

const callOrder = (calls: readonly string[], call: string) => {
  const index = calls.indexOf(call);
  return index < 0 ? calls.length : index;
};

/**
 * How long the players' starts are spread at player pace: the pauses of one round (its calls times
 * the think time), the time a round takes when answers take none. Starting together, 200 players
 * would move through their rounds in step: every one of them attacking, then completing, in the same
 * half-second, which no real population does.
 */
export function roundStartSpreadMs(calls: readonly string[], thinkMs: number): number {
  return calls.length * thinkMs;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `players` simulated players doing core-loop rounds, back to back (saturation) or pausing `thinkMs`
 * before every call (player pace): warm-up first (not recorded), then the measured window. A call
 * counts in the window it was sent in; at the window's end no new call is sent (players leave their
 * round where it is), so the window holds `players` players throughout. Bounded in time and count.
 */
export async function runCoreLoop(server: ServerProcess, options: CoreLoopOptions): Promise<CoreLoopResult> {
  const client = new GameClient(server.url, options.players);
  const thinkMs = options.thinkMs ?? 0;
  const databaseCpu = options.databaseCpu ?? server.databaseCpu ?? null;
  try {
    const players = await benchPlayers(server, client, options.players, options.squadLevel ?? 60);
    await options.prepare?.(players);
    const playRound = options.round ?? coreLoopRound;
    const calls = options.calls ?? CORE_LOOP_CALLS;
    const spreadMs = thinkMs > 0 ? (options.startSpreadMs ?? roundStartSpreadMs(calls, thinkMs)) : 0;
    const warmupMs = Math.max(options.warmupSeconds * 1000, spreadMs);
    const warmupEnd = Date.now() + warmupMs;
    const end = warmupEnd + options.seconds * 1000;
    let recorder = new CallRecorder();
    client.recorder = recorder;
    client.thinkMs = thinkMs;
    client.deadline = end;
    let rounds = 0;
    const cpuNow = () => ({ bench: process.cpuUsage(), server: server.cpu(), database: databaseCpu?.() ?? Number.NaN });
    let windowStart = Date.now();
    let cpuAtStart = cpuNow();
    const ownDelay = monitorEventLoopDelay({ resolution: 1 });
    ownDelay.enable();
    const counting = process.env.BENCH_STATEMENTS === '1';
    const statStatements = counting && process.env.BENCH_PG_STAT_STATEMENTS === '1';
    if (statStatements) await server.sql('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    let resetting: Promise<unknown> = Promise.resolve();
    const switcher = setTimeout(() => {
      recorder = new CallRecorder();
      client.recorder = recorder;
      rounds = 0;
      windowStart = Date.now();
      cpuAtStart = cpuNow();
      void server.pauses().catch(() => undefined);
      ownDelay.reset();
      if (counting)
        resetting = Promise.all([
          server.statements(),
          statStatements ? server.sql('SELECT pg_stat_statements_reset()') : null,
        ]);
    }, warmupMs);

    let sampling = true;
    const sampler = (async () => {
      const every = (options.sampleEverySeconds ?? 0) * 1000;
      if (!options.onSample || every <= 0) return;
      await sleep(Math.max(0, warmupEnd - Date.now()));
      for (let next = warmupEnd + every; sampling && next <= end; next += every) {
        await sleep(Math.max(0, next - Date.now()));
        if (sampling) await options.onSample((Date.now() - warmupEnd) / 1000, recorder);
      }
    })();

    const MAX_ROUNDS = 100_000;
    await Promise.all(
      players.map(async (player, index) => {
        // At player pace, the players start one after another over the spread, not all at once.
        if (thinkMs > 0) await sleep((index / players.length) * spreadMs);
        for (let i = 0; i < MAX_ROUNDS && Date.now() < end; i += 1) {
          const completed = await playRound(client, player);
          if (completed || Date.now() < end) rounds += 1;
        }
      }),
    );
    sampling = false;
    clearTimeout(switcher);
    await sampler;
    const seconds = Math.max(0.001, (end - windowStart) / 1000);
    const { requests, errors } = recorder.total();
    const benchCpu = cpuMicros(process.cpuUsage(cpuAtStart.bench));
    const serverAtEnd = await server.cpu();
    const serverPauses = await server.pauses();
    ownDelay.disable();
    const loadGeneratorDelay = {
      p99Ms: round(ownDelay.percentile(99) / 1e6, 2),
      maxMs: round(ownDelay.max / 1e6, 2),
    };
    const serverAtStart = await cpuAtStart.server;
    const serverCpu = cpuMicros(serverAtEnd) - cpuMicros(serverAtStart);
    const databaseUsed = databaseCpu ? databaseCpu() - cpuAtStart.database : Number.NaN;
    const latencies = [...recorder.calls.values()].flatMap((entry) => entry.ms);
    await resetting;
    const counted = counting ? await server.statements() : null;
    const callFigures = figures(recorder, seconds).map((figure) => {
      const entry = counted?.[figure.call];
      return entry && entry.calls > 0
        ? {
            ...figure,
            statements: round(entry.statements / entry.calls, 2),
            roundTrips: round(entry.roundTrips / entry.calls, 2),
            serverMs: round(entry.serverMs / entry.calls, 2),
            ...(entry.outbound > 0 ? { outboundMs: round(entry.outboundMs / entry.calls, 2) } : {}),
            poolMs: round(entry.poolMs / entry.calls, 2),
            unprepared: round(entry.unprepared / entry.calls, 2),
          }
        : figure;
    });
    let databaseStatements: CoreLoopResult['databaseStatements'];
    if (statStatements) {
      const [row] = (await server.sql(
        'SELECT coalesce(sum(calls) FILTER (WHERE toplevel), 0)::float8 AS top, coalesce(sum(calls) FILTER (WHERE NOT toplevel), 0)::float8 AS nested FROM pg_stat_statements',
      )) as { top: number; nested: number }[];
      if (row)
        databaseStatements = {
          topLevel: round(row.top / Math.max(1, requests), 2),
          nested: round(row.nested / Math.max(1, requests), 2),
        };
    }
    const perCall = (micros: number) => Math.round(micros / Math.max(1, requests));
    return {
      players: options.players,
      thinkMs,
      seconds: round(seconds),
      actions: requests,
      actionsPerSecond: round(requests / seconds),
      offeredMaxPerSecond: thinkMs > 0 ? round((options.players * 1000) / thinkMs) : null,
      startSpreadMs: spreadMs,
      meanPauseMs: recorder.pauses.count ? round(recorder.pauses.totalMs / recorder.pauses.count, 1) : null,
      rounds,
      errors,
      p50: round(percentile(latencies, 50), 2),
      p99: round(percentile(latencies, 99), 2),
      mean: round(latencies.reduce((sum, ms) => sum + ms, 0) / Math.max(1, latencies.length), 2),
      cpuPerCall: {
        loadGenerator: perCall(benchCpu),
        server: perCall(serverCpu),
        database: Number.isFinite(databaseUsed) ? perCall(databaseUsed) : null,
      },
      calls: callFigures.sort((a, b) => callOrder(calls, a.call) - callOrder(calls, b.call)),
      serverPauses,
      loadGeneratorDelay,
      ...(databaseStatements ? { databaseStatements } : {}),
    };
  } finally {
    await client.close();
  }
}
