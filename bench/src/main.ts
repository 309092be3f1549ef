// `npm run bench`: see bench/README.md. Every section runs against its ceiling in the same run.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, platform, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, USAGE } from './args.ts';
import { openBenchPostgres } from './db/bench-database.ts';
import { runFrontEnd } from './front-end/front-end-bench.ts';
import { runHttp } from './http/http-bench.ts';
import { runRealtime } from './realtime/realtime-bench.ts';
import { markdown, targetsOf, type BenchResults } from './report.ts';
import { runRules } from './rules/rules-bench.ts';
import { startServerProcess, type ServerProcess } from './server/server-process.ts';
import { runSoak } from './soak/run-soak.ts';
import { memoryLines } from './soak/memory-report.ts';

const resultsDir = join(import.meta.dirname, '..', 'results');
const repoRoot = join(import.meta.dirname, '..', '..');

async function withServer<T>(databaseUrl: string | undefined, work: (s: ServerProcess) => Promise<T>): Promise<T> {
  const server = await startServerProcess(databaseUrl);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

function write(name: string, json: unknown, md: string): void {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, `${name}.json`), `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(join(resultsDir, `${name}.md`), md);
  console.log(`\n${md}\nwritten: bench/results/${name}.json and .md`);
}

/** The checked-out commit, and whether the measured code (server, packages, bench) had uncommitted changes. */
function commitOf(dir: string): string {
  try {
    const git = (...a: string[]) => execFileSync('git', ['-C', dir, ...a], { stdio: 'pipe' }).toString().trim();
    const changed = git('status', '--porcelain', '--untracked-files=no', '--', 'apps/server', 'packages', 'bench', ':!bench/results');
    return `${git('rev-parse', '--short', 'HEAD')}${changed ? ' with uncommitted changes' : ''}`;
  } catch {
    return 'an unknown commit';
  }
}

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
let args: ReturnType<typeof parseArgs>;
try {
  args = parseArgs(process.argv.slice(2));
} catch (error) {
  // A wrong flag is the operator's typo, not a crash: say what is wrong and how the flags go.
  console.error((error as Error).message);
  process.exit(2);
}
// Read by the server process, the load generator's clients and the bench's cluster as they start.
if (args.statements) process.env.BENCH_STATEMENTS = process.env.BENCH_PG_STAT_STATEMENTS = '1';
if (args.serverRoot) process.env.BENCH_SERVER_ROOT = args.serverRoot;
const log = (text: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${text}`);
const machine = {
  cpus: cpus()[0]?.model ?? 'unknown CPU',
  cores: cpus().length,
  memoryGb: Math.round(totalmem() / 2 ** 30),
  node: process.versions.node,
  os: `${platform()} ${release()}`,
  note: `Load generator and server share the machine (loopback); other work may run beside it (free memory at start ${Math.round(freemem() / 2 ** 30)} GB, 1-minute load average at start ${loadavg()[0]?.toFixed(1)}; code at ${commitOf(repoRoot)}).`,
};

if (args.soakSeconds !== null) {
  const soakSeconds = args.soakSeconds;
  const pg = args.pg ? await openBenchPostgres(args.pgUrl, { tcp: args.pgTcp }) : null;
  try {
    log(`soak: ${soakSeconds} s of the core loop, ${args.players} players on ${pg ? `PostgreSQL over ${pg.transport}` : 'the embedded default'}`);
    let database = pg ? `PostgreSQL (${pg.transport})` : 'the embedded default';
    const soak = await withServer(pg?.url, (s) => {
      if (s.embedded) database = `the embedded default (PostgreSQL ${s.embedded.version} started by the game)`;
      return runSoak(s, { players: args.players, seconds: soakSeconds, warmup: Math.max(args.warmup, 60) });
    });
    const loads = soak.samples.map((x) => x.load1);
    const md = [
      `# Soak — ${new Date().toISOString()}`,
      '',
      `${soak.seconds} s of the core loop, ${args.players} players, ${database}: ${soak.coreLoop.actions} calls (${soak.coreLoop.actionsPerSecond}/s), ${soak.coreLoop.errors} errors: **${soak.pass ? 'pass' : 'FAIL'}**.`,
      '',
      ...memoryLines(soak.memory),
      '',
      `${machine.cores} × ${machine.cpus}, ${machine.memoryGb} GB, Node ${machine.node}; 1-minute load average during the run ${Math.min(...loads)}–${Math.max(...loads)} (the server and the load generator alone account for up to about ${machine.cores}; more is other work on the machine).`,
      '',
      '| call | calls | calls/s | p50 ms | p99 ms | errors |',
      '|---|---:|---:|---:|---:|---:|',
      ...soak.coreLoop.calls.map(
        (c) =>
          `| ${c.call} | ${c.requests} | ${c.rps} | ${c.p50} | ${c.p99} | ${c.errors}${c.errorSample ? ` (${c.errorSample.slice(0, 60)})` : ''} |`,
      ),
      '',
      '| s after warm-up | server RSS MB | heap MB | calls | errors | load |',
      '|---:|---:|---:|---:|---:|---:|',
      ...soak.samples.map((x) => `| ${x.at} | ${x.rssMb} | ${x.heapMb} | ${x.requests} | ${x.errors} | ${x.load1} |`),
      '',
    ].join('\n');
    write(args.out ?? 'soak-latest', { machine, soak }, md);
    process.exitCode = soak.pass ? 0 : 1;
  } finally {
    await pg?.dispose();
  }
} else {
  const results: Omit<BenchResults, 'targets'> = {
    takenAt: new Date().toISOString(),
    machine,
    options: { ...args, only: [...args.only], pgUrl: args.pgUrl ? '(set)' : null },
    http: [],
    errors: [],
  };
  const attempt = async (label: string, work: () => Promise<void>) => {
    log(label);
    try {
      await work();
    } catch (error) {
      console.error(error);
      results.errors.push(`${label}: ${(error as Error).message.split('\n')[0]}`);
    }
  };
  const http = {
    players: args.players,
    seconds: args.seconds,
    warmup: args.warmup,
    ceilingSeconds: args.ceilingSeconds,
    thinkMs: args.thinkMs,
    rounds: args.rounds,
  };
  if (args.only.has('rules')) await attempt('rules: pure engine', async () => void (results.rules = runRules()));
  if (args.only.has('http') && args.embedded)
    await attempt('http: core loop on the embedded default (the PostgreSQL the game starts)', () =>
      withServer(undefined, async (s) => {
        log(`the embedded default: PostgreSQL ${s.embedded?.version ?? '?'} started by the server (pid ${s.pid})`);
        results.http.push(await runHttp(s, http));
      }),
    );
  if (args.only.has('http') && args.pg)
    await attempt('http: core loop on PostgreSQL', async () => {
      if (args.pgUrl && args.pgTcp) log('--pg-tcp ignored: BENCH_DATABASE_URL (or DATABASE_URL) is used as given');
      const pg = await openBenchPostgres(args.pgUrl, { tcp: args.pgTcp });
      log(`PostgreSQL (${pg.origin}) over ${pg.transport}`);
      try {
        await withServer(pg.url, async (s) =>
          void results.http.push(await runHttp(s, { ...http, transport: pg.transport, databaseCpu: pg.cpuMicros })),
        );
      } finally {
        await pg.dispose();
      }
    });
  if (args.only.has('realtime'))
    await attempt(`realtime: ${args.idle} idle, fan-out to ${args.subscribers}`, () =>
      withServer(undefined, async (s) => {
        results.realtime = await runRealtime(s, {
          idle: args.idle,
          holdSeconds: args.hold,
          subscribers: args.subscribers,
          rate: args.rate,
          rateSeconds: 10,
          burst: 100,
        });
      }),
    );
  if (args.only.has('frontend'))
    await attempt('front end in headless Chromium', async () => {
      // The built app as the sources are now: built when missing or older than any of its sources.
      const { ensureWebBuild } = (await import(pathToFileURL(join(repoRoot, 'scripts/web-build.mjs')).href)) as { ensureWebBuild(): boolean };
      if (!ensureWebBuild()) throw new Error('the web app did not build');
      await withServer(undefined, async (s) => void (results.frontEnd = await runFrontEnd(s)));
    });
  const final: BenchResults = { ...results, targets: targetsOf(results) };
  write(args.out ?? 'latest', final, markdown(final));
  process.exitCode = results.errors.length ? 1 : 0;
}
