// The embedded default, old against new, alternated in one run (bench/README.md, "The embedded
// default: PGlite against PostgreSQL"):
//
//   git -C /work/main worktree add /tmp/rol-old <commit on PGlite> && (cd /tmp/rol-old && npm ci)
//   node --import tsx bench/src/compare-defaults.ts --old /tmp/rol-old [--order OLD,NEW,NEW,OLD]
//        [--players 200] [--seconds 15] [--warmup 5]
//
// Each run is `npm run bench -- --only http` in its own tree on that tree's embedded default (OLD:
// PGlite inside the server process; NEW: this tree's, the PostgreSQL the game starts itself), the
// core loop only (OLD's bench cannot skip every round, so it plays the shortest one after the core
// loop, outside the figures). Then one markdown table: per run, saturation calls/s, player-pace p99
// over all calls and the worst call's, server and database CPU per call. Written to
// bench/results/compare-defaults/ (each run's own results beside it).
import { spawn, execFileSync } from 'node:child_process';
import { copyFileSync, createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

export type Which = 'OLD' | 'NEW';

/** What the table needs of one core-loop run in a bench results file (old and new bench alike). */
interface LoopFigures {
  players: number;
  seconds: number;
  actionsPerSecond: number;
  errors: number;
  p50: number;
  p99: number;
  cpuPerCall: { loadGenerator: number; server: number; database: number | null };
  calls: { call: string; p99: number; requests: number }[];
}

interface ResultsFile {
  takenAt: string;
  http: {
    database: string;
    databaseVersion?: string;
    transport: string;
    coreLoop: LoopFigures;
    playerPace: LoopFigures;
  }[];
  errors: string[];
}

export interface RunSummary {
  order: number;
  which: Which;
  /** The default as it ran: `PGlite` or `PostgreSQL 18.x`. */
  database: string;
  startedAt: string;
  /** The machine before the run: 1-minute load average, and other processes then using ≥ 20 % of a core. */
  load1: number;
  otherWork: string[];
  saturation: {
    callsPerSecond: number;
    errors: number;
    serverCpu: number;
    databaseCpu: number | null;
    loadGeneratorCpu: number;
  };
  pace: {
    callsPerSecond: number;
    p50: number;
    p99: number;
    worst: { call: string; p99: number };
    errors: number;
    serverCpu: number;
    databaseCpu: number | null;
  };
  /** The bench's own errors (a section that threw), or a run that wrote no results. */
  failures: string[];
}

/** The runs' order: `OLD,NEW,NEW,OLD` (at least one of each). */
export function parseOrder(text: string): Which[] {
  const order = text.split(',').map((s) => s.trim().toUpperCase());
  const bad = order.filter((w) => w !== 'OLD' && w !== 'NEW');
  if (bad.length || !order.includes('OLD') || !order.includes('NEW'))
    throw new Error(`--order takes OLD and NEW, comma-separated, each at least once (got ${text})`);
  return order as Which[];
}

const worstOf = (loop: LoopFigures) =>
  loop.calls.reduce((worst, c) => (c.p99 > worst.p99 ? { call: c.call, p99: c.p99 } : worst), {
    call: '—',
    p99: 0,
  });

/** One run's figures from its results file. */
export function summarize(
  order: number,
  which: Which,
  results: ResultsFile,
  machine: { startedAt: string; load1: number; otherWork: string[] },
): RunSummary {
  const h = results.http[0];
  if (!h)
    throw new Error(
      `run ${order} (${which}) has no HTTP results: ${results.errors.join('; ') || 'no error given'}`,
    );
  const sat = h.coreLoop;
  const pace = h.playerPace;
  return {
    order,
    which,
    database:
      h.database === 'pglite'
        ? 'PGlite'
        : h.database === 'embedded'
          ? `PostgreSQL ${h.databaseVersion ?? '?'}`
          : `PostgreSQL (${h.transport})`,
    ...machine,
    saturation: {
      callsPerSecond: sat.actionsPerSecond,
      errors: sat.errors,
      serverCpu: sat.cpuPerCall.server,
      databaseCpu: sat.cpuPerCall.database,
      loadGeneratorCpu: sat.cpuPerCall.loadGenerator,
    },
    pace: {
      callsPerSecond: pace.actionsPerSecond,
      p50: pace.p50,
      p99: pace.p99,
      worst: worstOf(pace),
      errors: pace.errors,
      serverCpu: pace.cpuPerCall.server,
      databaseCpu: pace.cpuPerCall.database,
    },
    failures: results.errors,
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (!sorted.length) return Number.NaN;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const n = (value: number) => Math.round(value).toLocaleString('en');
const ms = (value: number) => (value >= 100 ? n(value) : value.toFixed(1));
const dbCpu = (value: number | null, which: Which) =>
  value === null ? (which === 'OLD' ? 'n/a (inside the server)' : 'not measured') : n(value);

/** The comparison as markdown: one row per run, then the medians of each default and the targets. */
export function comparisonMarkdown(
  runs: readonly RunSummary[],
  options: { players: number; seconds: number; warmup: number; thinkMs: number },
): string {
  const lines = [
    `Core loop over HTTP, ${options.players} players, ${options.seconds} s measured after ${options.warmup} s of warm-up, one fresh server (and data folder) per run; player pace: ${options.thinkMs} ms after every answer. CPU per call in µs, saturation / player pace.`,
    '',
    '| # | default | saturation calls/s | player-pace calls/s | player-pace p99 ms, all calls | worst call, p99 ms | errors (sat. / pace) | server CPU µs/call | database CPU µs/call | load at start |',
    '|---:|---|---:|---:|---:|---|---:|---:|---:|---:|',
    ...runs.map((r) =>
      [
        '',
        r.order,
        `${r.which}: ${r.database}`,
        r.saturation.callsPerSecond.toFixed(1),
        r.pace.callsPerSecond.toFixed(1),
        ms(r.pace.p99),
        `\`${r.pace.worst.call}\` ${ms(r.pace.worst.p99)}`,
        `${r.saturation.errors} / ${r.pace.errors}`,
        `${n(r.saturation.serverCpu)} / ${n(r.pace.serverCpu)}`,
        r.saturation.databaseCpu === null && r.pace.databaseCpu === null
          ? dbCpu(null, r.which)
          : `${dbCpu(r.saturation.databaseCpu, r.which)} / ${dbCpu(r.pace.databaseCpu, r.which)}`,
        r.load1.toFixed(1),
        '',
      ]
        .join(' | ')
        .trim(),
    ),
  ];
  const of = (which: Which) => runs.filter((r) => r.which === which);
  const old = of('OLD');
  const neu = of('NEW');
  if (old.length && neu.length) {
    const oldSat = median(old.map((r) => r.saturation.callsPerSecond));
    const newSat = median(neu.map((r) => r.saturation.callsPerSecond));
    const worstNew = Math.max(...neu.map((r) => r.pace.worst.p99));
    const errorsNew = neu.reduce((sum, r) => sum + r.saturation.errors + r.pace.errors, 0);
    lines.push(
      '',
      '| default | median saturation calls/s | median player-pace p99 ms | median worst call p99 ms |',
      '|---|---:|---:|---:|',
      ...(
        [
          ['OLD', old],
          ['NEW', neu],
        ] as const
      ).map(
        ([which, list]) =>
          `| ${which}: ${list[0]!.database} | ${median(list.map((r) => r.saturation.callsPerSecond)).toFixed(1)} | ${ms(median(list.map((r) => r.pace.p99)))} | ${ms(median(list.map((r) => r.pace.worst.p99)))} |`,
      ),
      '',
      `Saturation, NEW ÷ OLD: ${(newSat / oldSat).toFixed(2)}× (target ≥ 3×: ${newSat >= 3 * oldSat ? 'met' : 'not met'}). ` +
        `Every call's p99 at player pace, NEW: worst ${ms(worstNew)} ms over its runs (target ≤ 50 ms: ${worstNew <= 50 && errorsNew === 0 ? 'met' : 'not met'}), ${errorsNew} errors.`,
    );
  }
  const busy = runs.filter((r) => r.otherWork.length);
  if (busy.length)
    lines.push(
      '',
      'Other work on the machine at the start of a run (`top -bn1`, processes at ≥ 20 % of a core besides the bench):',
      ...busy.map((r) => `- run ${r.order}: ${r.otherWork.join('; ')}`),
    );
  const failed = runs.filter((r) => r.failures.length);
  if (failed.length)
    lines.push('', 'Errors:', ...failed.map((r) => `- run ${r.order}: ${r.failures.join('; ')}`));
  return `${lines.join('\n')}\n`;
}

/** Processes `top -bn1` shows at ≥ 20 % of a core, other than top itself. */
function otherWork(): string[] {
  try {
    const out = execFileSync('top', ['-bn1', '-w', '512'], { encoding: 'utf8' });
    const lines = out.split('\n');
    const header = lines.findIndex((l) => /^\s*PID\s/.test(l));
    if (header < 0) return [];
    return lines
      .slice(header + 1)
      .map((l) => l.trim().split(/\s+/))
      .filter((f) => f.length >= 12 && Number(f[8]) >= 20 && f[11] !== 'top')
      .map((f) => {
        let args: string;
        try {
          args = readFileSync(`/proc/${f[0]}/cmdline`, 'utf8').split('\0').join(' ').trim().slice(0, 90);
        } catch {
          args = f.slice(11).join(' ');
        }
        return `${args || f[11]} (${f[8]} %)`;
      });
  } catch {
    return [];
  }
}

async function runBench(tree: string, flags: string[], logFile: string): Promise<void> {
  const env = { ...process.env };
  // Each tree's embedded default: no database handed in from the environment.
  delete env.DATABASE_URL;
  delete env.BENCH_DATABASE_URL;
  const log = createWriteStream(logFile);
  const child = spawn('npm', ['run', 'bench', '--', ...flags], {
    cwd: tree,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const relay = (chunk: Buffer) => {
    log.write(chunk);
    for (const line of chunk.toString().split('\n')) if (line.startsWith('[bench ')) console.log(`  ${line}`);
  };
  child.stdout.on('data', relay);
  child.stderr.on('data', (chunk: Buffer) => log.write(chunk));
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  log.end();
  if (code !== 0) console.log(`  (the bench exited with ${code}; its output is in ${logFile})`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      old: { type: 'string', default: '/tmp/rol-old' },
      new: { type: 'string', default: resolve(import.meta.dirname, '..', '..') },
      order: { type: 'string', default: 'OLD,NEW,NEW,OLD' },
      players: { type: 'string', default: '200' },
      seconds: { type: 'string', default: '15' },
      warmup: { type: 'string', default: '5' },
      'think-ms': { type: 'string', default: '500' },
      'ceiling-seconds': { type: 'string', default: '1' },
      // The old bench cannot skip every round (`--rounds none` is new): it plays this one after the core loop.
      'old-rounds': { type: 'string', default: 'heroes' },
      out: { type: 'string', default: 'compare-defaults' },
    },
  });
  const trees: Record<Which, string> = { OLD: resolve(values.old), NEW: resolve(values.new) };
  for (const tree of Object.values(trees))
    if (!existsSync(join(tree, 'bench', 'run.sh'))) throw new Error(`${tree} is not a checkout of the game`);
  const order = parseOrder(values.order);
  const options = {
    players: Number(values.players),
    seconds: Number(values.seconds),
    warmup: Number(values.warmup),
    thinkMs: Number(values['think-ms']),
  };
  const common = [
    '--only',
    'http',
    '--players',
    values.players,
    '--seconds',
    values.seconds,
    '--warmup',
    values.warmup,
    '--think-ms',
    values['think-ms'],
    '--ceiling-seconds',
    values['ceiling-seconds'],
  ];
  const outDir = join(trees.NEW, 'bench', 'results', values.out);
  mkdirSync(outDir, { recursive: true });
  const began = new Date();
  const runs: RunSummary[] = [];
  for (const [index, which] of order.entries()) {
    const number = index + 1;
    const name = `${which.toLowerCase()}-${number}`;
    const tree = trees[which];
    // Each tree's bench writes into its own results folder; the old tree's files are copied here.
    mkdirSync(join(tree, 'bench', 'results', values.out), { recursive: true });
    const machine = { startedAt: new Date().toISOString(), load1: loadavg()[0] ?? 0, otherWork: otherWork() };
    console.log(
      `[compare ${machine.startedAt.slice(11, 19)}] run ${number}/${order.length}: ${which} in ${tree} (load ${machine.load1.toFixed(1)})`,
    );
    const flags = [
      ...common,
      '--rounds',
      which === 'OLD' ? values['old-rounds'] : 'none',
      '--out',
      `${values.out}/${name}`,
    ];
    await runBench(tree, flags, join(tmpdir(), `rol-${values.out}-${name}.log`));
    const file = join(tree, 'bench', 'results', values.out, `${name}.json`);
    if (!existsSync(file)) {
      console.log(`  no results file ${file}: run left out of the table`);
      continue;
    }
    if (tree !== trees.NEW)
      for (const ext of ['json', 'md'])
        copyFileSync(
          join(tree, 'bench', 'results', values.out, `${name}.${ext}`),
          join(outDir, `${name}.${ext}`),
        );
    try {
      runs.push(summarize(number, which, JSON.parse(readFileSync(file, 'utf8')) as ResultsFile, machine));
    } catch (error) {
      console.log(`  ${(error as Error).message}`);
    }
  }
  const md = [
    `# The embedded default: PGlite against PostgreSQL — ${began.toISOString()}`,
    '',
    `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.versions.node}. OLD: ${trees.OLD}; NEW: ${trees.NEW}. Order ${order.join(' ')}; ${Math.round((Date.now() - began.getTime()) / 1000)} s in all.`,
    '',
    comparisonMarkdown(runs, options),
  ].join('\n');
  writeFileSync(
    join(outDir, 'comparison.json'),
    `${JSON.stringify({ began: began.toISOString(), trees, order, options, runs }, null, 2)}\n`,
  );
  writeFileSync(join(outDir, 'comparison.md'), md);
  console.log(`\n${md}\nwritten: ${join(outDir, 'comparison.md')} and .json`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
