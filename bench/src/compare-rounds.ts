// Old code against new, the HTTP rounds, alternated in one run under ONE load generator (this tree's
// bench; `--server-root` points its server process at each tree's game server):
//
//   git -C <repo> worktree add --detach /tmp/rol-old <commit before> && (cd /tmp/rol-old && npm ci)
//   git -C <repo> worktree add --detach /tmp/rol-new <commit after>  && (cd /tmp/rol-new && npm ci)
//   node --import tsx bench/src/compare-rounds.ts --old /tmp/rol-old --new /tmp/rol-new
//        [--order OLD,NEW,NEW,OLD] [--rounds items,arena,forum,clan,platforms] [--players 200]
//        [--seconds 15] [--warmup 5] [--census-players 20]
//
// First one census run of each tree with `--statements` (a few players: statements per call, and on
// the bench's cluster the statements inside triggers per round), then the timed runs in `--order`,
// each `npm run bench -- --only http --pg --no-embedded` with a fresh throw-away PostgreSQL: the core
// loop (saturation and player pace) and the rounds named. Written to bench/results/<out>/.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { median, parseOrder, type Which } from './compare-defaults.ts';
import type { CoreLoopResult } from './http/core-loop.ts';
import type { HttpResult } from './http/http-bench.ts';

export type LoopKey = 'coreLoop' | 'playerPace' | 'heroes' | 'items' | 'messages' | 'arena' | 'forum' | 'clan' | 'world' | 'shops' | 'promotions' | 'platforms';

export interface Run {
  order: number;
  which: Which;
  load1: number;
  http: HttpResult | null;
  errors: string[];
}

const benchRoot = resolve(import.meta.dirname, '..', '..');

async function runBench(flags: string[], logFile: string): Promise<void> {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.BENCH_DATABASE_URL;
  const log = createWriteStream(logFile);
  const child = spawn('npm', ['run', 'bench', '--', ...flags], { cwd: benchRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => {
    log.write(chunk);
    for (const line of chunk.toString().split('\n')) if (line.startsWith('[bench ')) console.log(`  ${line}`);
  });
  child.stderr.on('data', (chunk: Buffer) => log.write(chunk));
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  log.end();
  if (code !== 0) console.log(`  (the bench exited with ${code}; its output is in ${logFile})`);
}

function readRun(file: string): { http: HttpResult | null; errors: string[] } {
  if (!existsSync(file)) return { http: null, errors: [`no results file ${file}`] };
  const json = JSON.parse(readFileSync(file, 'utf8')) as { http: HttpResult[]; errors: string[] };
  return { http: json.http[0] ?? null, errors: json.errors };
}

const n = (v: number) => Math.round(v).toLocaleString('en');
const ms = (v: number) => (v >= 100 ? n(v) : v.toFixed(1));
const worst = (loop: CoreLoopResult) => loop.calls.reduce((w, c) => (c.p99 > w.p99 ? c : w), loop.calls[0]!);

/** The timed runs: per round, OLD and NEW medians side by side, then the core-loop pair run by run. */
export function roundsMarkdown(runs: readonly Run[], rounds: readonly LoopKey[]): string {
  const of = (which: Which) => runs.filter((r) => r.which === which && r.http);
  const lines = [
    '| round | code | runs | p99 ms, all calls (median) | worst call p99 ms (median; the worst in the runs) | errors | server CPU µs/call | PostgreSQL CPU µs/call |',
    '|---|---|---:|---:|---|---:|---:|---:|',
  ];
  for (const key of rounds)
    for (const which of ['OLD', 'NEW'] as const) {
      const loops = of(which).map((r) => r.http![key]).filter((l): l is CoreLoopResult => Boolean(l));
      if (!loops.length) continue;
      const worsts = loops.map(worst);
      const worstOfAll = worsts.reduce((w, c) => (c.p99 > w.p99 ? c : w));
      lines.push(
        `| ${key} | ${which} | ${loops.length} | ${ms(median(loops.map((l) => l.p99)))} | ${ms(median(worsts.map((w) => w.p99)))}; \`${worstOfAll.call}\` ${ms(worstOfAll.p99)} | ${loops.reduce((s, l) => s + l.errors, 0)} | ${n(median(loops.map((l) => l.cpuPerCall.server)))} | ${n(median(loops.map((l) => l.cpuPerCall.database ?? Number.NaN)))} |`,
      );
    }
  lines.push(
    '',
    'The core loop, run by run (saturation: calls/s and CPU per call; player pace: p99 over all calls):',
    '',
    '| # | code | load at start | saturation calls/s | server CPU µs/call | PostgreSQL CPU µs/call | load generator CPU µs/call | player-pace p99 ms | errors |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|',
    ...runs
      .filter((r) => r.http)
      .map((r) => {
        const sat = r.http!.coreLoop;
        const pace = r.http!.playerPace;
        return `| ${r.order} | ${r.which} | ${r.load1.toFixed(1)} | ${sat.actionsPerSecond.toFixed(1)} | ${n(sat.cpuPerCall.server)} | ${n(sat.cpuPerCall.database ?? Number.NaN)} | ${n(sat.cpuPerCall.loadGenerator)} | ${ms(pace.p99)} | ${sat.errors + pace.errors} |`;
      }),
  );
  const failed = runs.filter((r) => r.errors.length);
  if (failed.length) lines.push('', 'Errors:', ...failed.map((r) => `- run ${r.order}: ${r.errors.join('; ')}`));
  return `${lines.join('\n')}\n`;
}

/** The census runs: statements and round trips per call, OLD → NEW, for every call of the rounds. */
export function censusMarkdown(old: HttpResult | null, neu: HttpResult | null, rounds: readonly LoopKey[]): string {
  const lines = [
    '| round | call | statements per call, OLD | NEW | round trips, OLD | NEW | in the server ms, OLD (of it outbound) | NEW (of it outbound) |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  const nested: string[] = [];
  for (const key of rounds) {
    const o = old?.[key];
    const w = neu?.[key];
    const calls = [...new Set([...(o?.calls ?? []), ...(w?.calls ?? [])].map((c) => c.call))];
    for (const call of calls) {
      const a = o?.calls.find((c) => c.call === call);
      const b = w?.calls.find((c) => c.call === call);
      const time = (c: typeof a) =>
        c?.serverMs === undefined ? '—' : `${c.serverMs}${c.outboundMs === undefined ? '' : ` (${c.outboundMs})`}`;
      lines.push(
        `| ${key} | \`${call}\` | ${a?.statements ?? '—'} | ${b?.statements ?? '—'} | ${a?.roundTrips ?? '—'} | ${b?.roundTrips ?? '—'} | ${time(a)} | ${time(b)} |`,
      );
    }
    const od = o?.databaseStatements;
    const nd = w?.databaseStatements;
    if (od || nd)
      nested.push(
        `| ${key} | ${od ? `${od.topLevel} + ${od.nested}` : '—'} | ${nd ? `${nd.topLevel} + ${nd.nested}` : '—'} |`,
      );
  }
  if (nested.length)
    lines.push(
      '',
      'Per call of each round, from pg_stat_statements (top level + inside triggers and functions):',
      '',
      '| round | OLD | NEW |',
      '|---|---:|---:|',
      ...nested,
    );
  return `${lines.join('\n')}\n`;
}

async function main() {
  const { values } = parseArgs({
    options: {
      old: { type: 'string' },
      new: { type: 'string', default: benchRoot },
      order: { type: 'string', default: 'OLD,NEW,NEW,OLD' },
      rounds: { type: 'string', default: 'items,arena,forum,clan,platforms' },
      players: { type: 'string', default: '200' },
      seconds: { type: 'string', default: '15' },
      warmup: { type: 'string', default: '5' },
      'think-ms': { type: 'string', default: '500' },
      'census-players': { type: 'string', default: '20' },
      out: { type: 'string', default: 'compare-rounds' },
    },
  });
  if (!values.old) throw new Error('--old <tree of the code before> is needed');
  const trees: Record<Which, string> = { OLD: resolve(values.old), NEW: resolve(values.new) };
  for (const tree of Object.values(trees))
    if (!existsSync(join(tree, 'apps', 'server', 'src', 'start-server.ts'))) throw new Error(`${tree} is not a checkout of the game`);
  const order = parseOrder(values.order);
  const roundNames = values.rounds.split(',');
  const keys: LoopKey[] = ['coreLoop', 'playerPace', ...roundNames.map((r) => (r === 'clan' ? 'clan' : r) as LoopKey)];
  const outDir = join(benchRoot, 'bench', 'results', values.out);
  mkdirSync(outDir, { recursive: true });
  const began = new Date();
  const common = ['--only', 'http', '--pg', '--no-embedded', '--rounds', values.rounds, '--think-ms', values['think-ms']];
  const census: Partial<Record<Which, HttpResult | null>> = {};
  if (Number(values['census-players']) > 0)
    for (const which of ['OLD', 'NEW'] as const) {
      console.log(`[compare ${new Date().toISOString().slice(11, 19)}] census: ${which} in ${trees[which]}`);
      const name = `census-${which.toLowerCase()}`;
      await runBench(
        [...common, '--statements', '--players', values['census-players'], '--seconds', '6', '--warmup', '2', '--ceiling-seconds', '1', '--server-root', trees[which], '--out', `${values.out}/${name}`],
        join(tmpdir(), `rol-${values.out}-${name}.log`),
      );
      census[which] = readRun(join(outDir, `${name}.json`)).http;
    }
  const runs: Run[] = [];
  for (const [index, which] of order.entries()) {
    const number = index + 1;
    const name = `${which.toLowerCase()}-${number}`;
    const load1 = loadavg()[0] ?? 0;
    console.log(`[compare ${new Date().toISOString().slice(11, 19)}] run ${number}/${order.length}: ${which} (load ${load1.toFixed(1)})`);
    await runBench(
      [...common, '--players', values.players, '--seconds', values.seconds, '--warmup', values.warmup, '--ceiling-seconds', '2', '--server-root', trees[which], '--out', `${values.out}/${name}`],
      join(tmpdir(), `rol-${values.out}-${name}.log`),
    );
    runs.push({ order: number, which, load1, ...readRun(join(outDir, `${name}.json`)) });
  }
  const md = [
    `# Old code against new, the HTTP rounds — ${began.toISOString()}`,
    '',
    `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.versions.node}. OLD: ${trees.OLD}; NEW: ${trees.NEW}; one load generator (${benchRoot}). Order ${order.join(' ')}; ${values.players} players at ${values['think-ms']} ms, ${values.seconds} s measured after ${values.warmup} s; ${Math.round((Date.now() - began.getTime()) / 1000)} s in all.`,
    '',
    '## Statements per call (census runs, ' + values['census-players'] + ' players)',
    '',
    censusMarkdown(census.OLD ?? null, census.NEW ?? null, keys),
    '## Timed runs',
    '',
    roundsMarkdown(runs, keys),
  ].join('\n');
  writeFileSync(join(outDir, 'comparison.json'), `${JSON.stringify({ began: began.toISOString(), trees, order, census, runs }, null, 2)}\n`);
  writeFileSync(join(outDir, 'comparison.md'), md);
  console.log(`\n${md}\nwritten: ${join(outDir, 'comparison.md')} and .json`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
