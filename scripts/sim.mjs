// `npm run sim`: the balance simulation (docs/architecture.md, "Game state" "Balance is measured"). Plays simulated players
// through the road with the pure rules engine (bench/src/sim), spread over worker threads,
// and writes bench/results/sim-report.md and bench/results/sim-win-rate.svg.
// Options: --players N (20), --paying N (5), --careless N (5), --stair S (500), --world W (1), --workers K (2),
// --no-policies.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// The rules are TypeScript: load them through tsx, in the main thread and in every worker.
register();
const { runPlayers, summarize } = await import('../bench/src/sim/sim-run.ts');
const { simReportMarkdown } = await import('../bench/src/sim/sim-report.ts');
const { simChartSvg } = await import('../bench/src/sim/sim-chart.ts');
const { FIGHT_HEALTH_SHARE } = await import('../bench/src/sim/sim-model.ts');
const { arenaHistoryDays, runArena } = await import('../bench/src/sim/sim-arena.ts');

if (!isMainThread) {
  const runs = workerData.jobs.map(
    (job) => runPlayers({ ...job.config, players: 1, firstSeed: job.seed })[0],
  );
  parentPort.postMessage(runs);
} else {
  const args = process.argv.slice(2);
  const opt = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  const base = {
    worldSeed: opt('world', 1),
    targetStair: opt('stair', 500),
    maxLossesInRow: 30,
    historyDays: arenaHistoryDays(),
  };
  const groups = [
    { label: 'sensible', config: { ...base, players: opt('players', 20), fightShare: FIGHT_HEALTH_SHARE } },
    {
      label: 'paying',
      config: { ...base, players: opt('paying', 5), fightShare: FIGHT_HEALTH_SHARE, profile: 'paying' },
    },
    ...(args.includes('--no-policies')
      ? []
      : [
          { label: 'cautious', config: { ...base, players: 5, fightShare: 0.75 } },
          { label: 'bold', config: { ...base, players: 5, fightShare: 0.25 } },
          {
            label: 'careless',
            config: { ...base, players: opt('careless', 5), fightShare: 0.25, spendStyle: 'careless' },
          },
        ]),
  ];
  const jobs = groups.flatMap((g, group) =>
    Array.from({ length: g.config.players }, (_, i) => ({ group, seed: i + 1, config: g.config })),
  );
  const workers = Math.max(1, Math.min(opt('workers', 2), availableParallelism(), jobs.length));
  const started = performance.now();
  const shares = Array.from({ length: workers }, (_, w) => jobs.filter((_, i) => i % workers === w));
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { jobs: share } });
          worker.once('message', (runs) => resolve(share.map((job, i) => ({ job, run: runs[i] }))));
          worker.once('error', reject);
        }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const flat = results.flat();
  const summaries = groups.map((g, group) =>
    summarize(
      g.config,
      flat
        .filter((r) => r.job.group === group)
        .sort((a, b) => a.job.seed - b.job.seed)
        .map((r) => r.run),
    ),
  );
  const [main, paying, ...others] = summaries;
  const policies = others.map((summary, i) => ({ label: groups[i + 2].label, summary }));
  const colors = ['#d04a4a', '#c8a02a', '#4a7bd0', '#3a9a5a'];
  const series = summaries.map((s, i) => ({
    label: `${groups[i].label} (fights at ≥ ${Math.round(s.config.fightShare * 100)} % health)`,
    color: colors[i % colors.length],
    hoursByStair: s.hoursByStair,
  }));
  const arenaStarted = performance.now();
  const arena = runArena(summaries.flatMap((s, i) => s.runs.map((run) => ({ label: groups[i].label, run }))));
  const arenaSeconds = (performance.now() - arenaStarted) / 1000;
  const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'bench', 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    join(out, 'sim-report.md'),
    simReportMarkdown(main, policies, seconds + arenaSeconds, paying, arena),
  );
  writeFileSync(
    join(out, 'sim-win-rate.svg'),
    simChartSvg(
      main.bands,
      series,
      `Road of Legends balance: ${main.config.players} sensible players, world ${base.worldSeed}`,
    ),
  );
  for (const b of main.bands)
    console.log(
      `stairs ${b.from}-${b.to}: ${b.battles} battles, win rate ${((b.winRate ?? 0) * 100).toFixed(1)} %`,
    );
  for (const m of main.milestones)
    console.log(
      `stair ${m.stair}: ${m.reached}/${main.config.players} players, median ${m.hours?.median.toFixed(1) ?? '-'} h, ${m.battles?.median ?? '-'} battles`,
    );
  for (const s of summaries)
    console.log(
      `${s.config.spendStyle ?? s.config.profile ?? 'sensible'} (${s.config.fightShare}): ${s.bands.map((b) => `${((b.winRate ?? 0) * 100).toFixed(1)} %`).join(', ')}; walls ${s.walls.map((w) => w.stair).join(' ') || 'none'}`,
    );
  const leagues = {};
  for (const st of arena.standings) leagues[st.league ?? 'out'] = (leagues[st.league ?? 'out'] ?? 0) + 1;
  console.log(
    `arena after ${arena.config.days} days (${arenaSeconds.toFixed(1)} s): ${JSON.stringify(leagues)}`,
  );
  console.log(
    `walls: ${main.walls.length}; ${seconds.toFixed(1)} s; wrote ${join('bench', 'results', 'sim-report.md')} and sim-win-rate.svg`,
  );
}
