import { ARTIFACT_SLOTS, FIGHT_HEALTH_SHARE, HERO_SHOP, MAGIC_HAMMERS, rankUpCost } from './sim-model.ts';
import type { SimSummary } from './sim-run.ts';

/** A policy's run for the comparison table (the same world, fewer players). */
export interface PolicyRun {
  label: string;
  summary: SimSummary;
}

function pct(x: number | null): string {
  return x === null ? '—' : `${(x * 100).toFixed(1)} %`;
}

function hrs(x: { median: number; min: number; max: number } | null): string {
  return x === null ? '—' : `${x.median.toFixed(1)} h (${x.min.toFixed(1)}–${x.max.toFixed(1)})`;
}

function num(x: { median: number; min: number; max: number } | null): string {
  return x === null ? '—' : `${x.median} (${x.min}–${x.max})`;
}

/** The markdown report of a run: win rates, time and battles to stairs 10/100/500, walls, players. */
export function simReportMarkdown(main: SimSummary, policies: readonly PolicyRun[], seconds: number): string {
  const c = main.config;
  const lines: string[] = [
    '# Balance simulation (`npm run sim`)',
    '',
    `World seed ${c.worldSeed}, ${c.players} players (seeds ${c.firstSeed ?? 1}…${(c.firstSeed ?? 1) + c.players - 1}),`,
    `up to stair ${c.targetStair}; a player fights when the squad has ≥ ${pct(c.fightShare ?? FIGHT_HEALTH_SHARE)}`,
    `of its health, rests to full after a loss and gives up after ${c.maxLossesInRow} losses in a row on one stair (a wall).`,
    `Run time ${seconds.toFixed(1)} s. See packages/rules/README.md ("Balance simulation") for what is modelled.`,
    '',
    '![win rate and time to stair](sim-win-rate.svg)',
    '',
    '## Win rate by stair band',
    '',
    '| stairs | battles | wins | win rate |',
    '| ------ | ------: | ---: | -------: |',
    ...main.bands.map((b) => `| ${b.from}–${b.to} | ${b.battles} | ${b.wins} | ${pct(b.winRate)} |`),
    '',
    '## Time and battles to beat a stair’s guard',
    '',
    'Game time counts walking, battles, resting (+1 health per minute) and waiting; median (min–max) over the players.',
    '',
    '| stair | players reaching it | game time | battles |',
    '| ----: | ------------------: | --------- | ------- |',
    ...main.milestones.map(
      (m) => `| ${m.stair} | ${m.reached}/${c.players} | ${hrs(m.hours)} | ${num(m.battles)} |`,
    ),
    '',
    '## Walls',
    '',
    main.walls.length === 0
      ? 'None: every simulated player passed every stair up to the target.'
      : main.walls.map((w) => `- player ${w.playerSeed} stopped at stair ${w.stair}`).join('\n'),
    '',
  ];
  if (policies.length > 0) {
    lines.push('## Other players: how cautious they are', '');
    lines.push('| player | fights at health ≥ | players | win rate 1–500 | stair 100 | stair 500 | walls |');
    lines.push('| ------ | -----------------: | ------: | -------------: | --------- | --------- | ----: |');
    for (const { label, summary } of [{ label: 'sensible (above)', summary: main }, ...policies]) {
      const battles = summary.bands.reduce((a, b) => a + b.battles, 0);
      const wins = summary.bands.reduce((a, b) => a + b.wins, 0);
      const m = (s: number) => summary.milestones.find((x) => x.stair === s)?.hours ?? null;
      lines.push(
        `| ${label} | ${pct(summary.config.fightShare ?? FIGHT_HEALTH_SHARE)} | ${summary.config.players} | ${pct(battles ? wins / battles : null)} | ${hrs(m(100))} | ${hrs(m(500))} | ${summary.walls.length} |`,
      );
    }
    lines.push('');
  }
  lines.push('## Players', '');
  lines.push('| seed | starter | reached | level | game hours | resting | battles | squad at the end |');
  lines.push('| ---: | ------- | ------: | ----: | ---------: | ------: | ------: | ---------------- |');
  for (const r of main.runs)
    lines.push(
      `| ${r.playerSeed} | ${r.starter} | ${r.reached} | ${r.level} | ${(r.minutes / 60).toFixed(1)} | ${pct(r.restMinutes / Math.max(1, r.minutes))} | ${r.battles.length} | ${r.squad.join(', ')} |`,
    );
  lines.push(
    '',
    '## Stand-ins until the heroes issue',
    '',
    `- heroes level with the player; ${ARTIFACT_SLOTS} artifact slots per hero; ${MAGIC_HAMMERS} magic hammers;`,
    `- hero shop: ${Object.entries(HERO_SHOP)
      .map(
        ([tier, t]) =>
          `${tier} from stair ${t.fromStair} at ${Object.entries(t.price)
            .map(([k, v]) => `${v} ${k}`)
            .join(' + ')}`,
      )
      .join('; ')} (× heroes owned − 1);`,
    `- rank up from rank r: ${rankUpCost(1).GOLD} GOLD × 2.2^(r−1), plus 5·r CRYSTAL from rank 4.`,
    '',
  );
  return lines.join('\n');
}
