import type { ServerProcess } from '../server/server-process.ts';
import { CallRecorder, figures, round, type CallFigure } from '../stats.ts';
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
  calls: CallFigure[];
}

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
    const switcher = setTimeout(() => {
      recorder = new CallRecorder();
      client.recorder = recorder;
      rounds = 0;
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
    return {
      players: options.players,
      seconds: round(seconds),
      actions: requests,
      actionsPerSecond: round(requests / seconds),
      rounds,
      errors,
      calls: figures(recorder, seconds),
    };
  } finally {
    await client.close();
  }
}
