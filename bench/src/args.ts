export interface BenchArgs {
  players: number;
  seconds: number;
  warmup: number;
  ceilingSeconds: number;
  /** Player-pace run: each simulated player's pause between an answer and its next call, ms. */
  thinkMs: number;
  pg: boolean;
  /** The bench's own cluster over loopback TCP instead of its Unix socket. */
  pgTcp: boolean;
  pgUrl: string | null;
  /** The run on the game's embedded default (the PostgreSQL the server starts itself); `--no-embedded` skips it. */
  embedded: boolean;
  only: Set<string>;
  /** The HTTP rounds played after the core loop (ROUNDS: all; `--rounds none`: the core loop only). */
  rounds: Set<string>;
  idle: number;
  hold: number;
  subscribers: number;
  rate: number;
  soakSeconds: number | null;
  out: string | null;
  /** Count statements per call in the server process (`--statements`; statement-counter.ts). */
  statements: boolean;
  /** The game server of another tree to run instead of this one's (`--server-root`; server-child.ts). */
  serverRoot: string | null;
}

/** The shortest soak whose memory can be judged (four samples at the least, one every 5 s or more). */
export const MIN_SOAK_SECONDS = 30;

export const SECTIONS = ['http', 'realtime', 'frontend', 'rules'] as const;

/** The HTTP rounds at player pace that follow the core loop's two runs, in the order they run. */
export const ROUNDS = [
  'heroes',
  'items',
  'messages',
  'arena',
  'forum',
  'clan',
  'world',
  'shops',
  'promotions',
  'platforms',
] as const;

/** `10m`, `90s`, `1h` or plain seconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(s|m|h)?$/.exec(text.trim());
  if (!match) throw new Error(`bad duration ${text} (10m, 90s, 1h)`);
  return Number(match[1]) * ({ s: 1, m: 60, h: 3600 }[match[2] ?? 's'] ?? 1);
}

export const USAGE = `npm run bench -- [flags]
  --players N        simulated players in the core loop (200)
  --seconds S        measured seconds of the core loop per database (20), after --warmup S (5)
                     (without --pg: one run on the game's embedded default, the PostgreSQL 18 it
                     starts itself in a temporary data folder, as npm start does without DATABASE_URL)
  --think-ms N       player-pace run: each player waits N ms after every answer before its next call
                     (500; the saturation run, with no pause, always runs too)
  --ceiling-seconds S  autocannon seconds for the bare route and player/info/current (10)
  --pg               also on a throw-away Debian PostgreSQL 15, reached through its Unix socket
                     (BENCH_DATABASE_URL or DATABASE_URL: use that server, through that URL as given)
  --pg-tcp           reach the throw-away PostgreSQL over loopback TCP instead of its Unix socket
  --no-embedded      skip the run on the embedded default
  --only a,b         sections: ${SECTIONS.join(',')} (all)
  --rounds a,b       HTTP rounds after the core loop: ${ROUNDS.join(',')} (all; none: the core loop only)
  --idle N           idle STOMP connections (10000), held --hold S (25)
  --subscribers N    main-chat fan-out subscribers (2000), at --rate M messages/s (10)
  --soak 10m         soak mode: only the core loop for the duration (30s at least), with server memory samples
  --out NAME         results file name in bench/results (latest, or soak-latest)
  --statements       count statements per call in the server process (round trips; with --pg also the
                     statements run inside triggers, per round, from pg_stat_statements)
  --server-root DIR  run the game server of another tree (e.g. a git worktree of the code before a
                     change, with its own npm ci) under this bench's load generator`;

export function parseArgs(argv: readonly string[]): BenchArgs {
  const envUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || null;
  const args: BenchArgs = {
    players: 200,
    seconds: 20,
    warmup: 5,
    ceilingSeconds: 10,
    thinkMs: 500,
    pg: Boolean(envUrl),
    pgTcp: false,
    pgUrl: envUrl,
    embedded: true,
    only: new Set(SECTIONS),
    rounds: new Set(ROUNDS),
    idle: 10_000,
    hold: 25,
    subscribers: 2000,
    rate: 10,
    soakSeconds: null,
    out: null,
    statements: false,
    serverRoot: null,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = () => {
      const v = argv[(i += 1)];
      if (v === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
      return v;
    };
    const count = () => {
      const n = Number(value());
      if (!Number.isFinite(n) || n < 0) throw new Error(`${flag} needs a number`);
      return n;
    };
    if (flag === '--players') args.players = Math.max(1, Math.floor(count()));
    else if (flag === '--seconds') args.seconds = count();
    else if (flag === '--warmup') args.warmup = count();
    else if (flag === '--ceiling-seconds') args.ceilingSeconds = Math.max(1, count());
    else if (flag === '--think-ms') {
      args.thinkMs = count();
      if (args.thinkMs <= 0)
        throw new Error('--think-ms needs a positive number (the saturation run is the one without pauses)');
    } else if (flag === '--pg') args.pg = true;
    else if (flag === '--pg-tcp') args.pgTcp = args.pg = true;
    else if (flag === '--no-embedded') args.embedded = false;
    else if (flag === '--statements') args.statements = true;
    else if (flag === '--server-root') args.serverRoot = value();
    else if (flag === '--no-pglite' || flag === '--pglite-ab')
      throw new Error(`${flag} is gone: the embedded default is PostgreSQL now (--no-embedded skips its run)`);
    else if (flag === '--only') args.only = new Set(value().split(','));
    else if (flag === '--rounds') {
      const text = value();
      if (text === 'none') {
        args.rounds = new Set();
        continue;
      }
      const names = text.split(',');
      const unknown = names.filter((name) => !(ROUNDS as readonly string[]).includes(name));
      if (unknown.length) throw new Error(`unknown round ${unknown.join(', ')} (${ROUNDS.join(', ')})`);
      args.rounds = new Set(names);
    } else if (flag === '--idle') args.idle = Math.floor(count());
    else if (flag === '--hold') args.hold = count();
    else if (flag === '--subscribers') args.subscribers = Math.floor(count());
    else if (flag === '--rate') args.rate = Math.max(0.1, count());
    else if (flag === '--soak') {
      args.soakSeconds = parseDuration(value());
      // Memory samples come every 5 s at the least and the verdict needs four.
      if (args.soakSeconds < MIN_SOAK_SECONDS) throw new Error(`--soak needs at least ${MIN_SOAK_SECONDS}s`);
    } else if (flag === '--out') args.out = value();
    else if (flag === '--help' || flag === '-h') throw new Error(USAGE);
    else throw new Error(`unknown flag ${flag}\n${USAGE}`);
  }
  return args;
}
