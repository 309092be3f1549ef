import { AMULET_SLOTS } from '@rol/rules/heroes/artifact-slots';
import { FORGE_DAILY_LIMIT, REFORGE_SHARE } from '@rol/rules/heroes/forge';
import { DEFAULT_HAMMERS } from '@rol/rules/heroes/hammers';
import { EXCHANGE_SHARE } from '@rol/rules/heroes/hero-exchange';
import { HERO_LEVEL_COST } from '@rol/rules/heroes/hero-level';
import { HERO_SHOP } from '@rol/rules/heroes/hero-shop';
import { RANK_STEPS } from '@rol/rules/heroes/upgrade-steps';
import { FIGHT_HEALTH_SHARE, GOLD_RESERVE_BATTLES, STORAGE_KEPT } from './sim-model.ts';
import { SIM_EXTRA_HAMMERS } from './sim-upgrades.ts';
import { economyMarkdown, economySummary } from './sim-economy-report.ts';
import { LATE_TENSION, ROAD_WALLS } from '@rol/rules/content/monster-curve';
import { arenaMarkdown, type ArenaResult } from './sim-arena.ts';
import {
  bandsOutOfTension,
  bandsTooHard,
  CARELESS_MIN_WIN_RATE,
  EARLY_ROAD_TO,
  EARLY_WIN_RATE,
  FIRST_STAIRS,
  type SimSummary,
} from './sim-run.ts';

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

/** The first stairs' own band: what a newcomer meets in the first minutes. */
function firstStairsLines(main: SimSummary): string[] {
  const [from, to] = FIRST_STAIRS;
  let battles = 0;
  let wins = 0;
  for (const run of main.runs)
    for (const b of run.battles)
      if (b.stair >= from && b.stair <= to) {
        battles += 1;
        if (b.won) wins += 1;
      }
  return [
    '## First stairs',
    '',
    `Stairs ${from}–${to}: ${wins} of ${battles} battles won (${pct(battles === 0 ? null : wins / battles)}); the band asked for is ${pct(EARLY_WIN_RATE[0])}–${pct(EARLY_WIN_RATE[1])}.`,
    '',
  ];
}

function bandOf(summary: SimSummary, from: number) {
  return summary.bands.find((b) => b.from === from) ?? null;
}

/** Win rate by stair band for every profile, judged: the sensible player 60–90 %, the careless ≥ 20 %. */
function bandLines(main: SimSummary, policies: readonly PolicyRun[], paying?: SimSummary): string[] {
  const others = [...(paying ? [{ label: 'paying', summary: paying }] : []), ...policies];
  const careless = policies.find((p) => p.label === 'careless')?.summary;
  const judge = (ok: boolean) => (ok ? 'in band' : '**out of band**');
  const curve = LATE_TENSION.map(([stair, f]) => `${f} at stair ${stair}`).join(', ');
  return [
    '## Win rate by stair band',
    '',
    `Every band keeps ${pct(EARLY_WIN_RATE[0])}–${pct(EARLY_WIN_RATE[1])} for the sensible player, and no band falls below ${pct(CARELESS_MIN_WIN_RATE)}`,
    `for the careless one (fights at ≥ 25 % health, never starts a force or rank step). The early road`,
    `(stairs 1–${EARLY_ROAD_TO}) keeps the early curve; past it the guards stand LATE_TENSION times stronger`,
    `(${curve}, linear between; packages/rules/src/content/monster-curve.ts).`,
    '',
    `| stairs | battles | sensible | 60–90 % | ${others.map((o) => o.label).join(' | ')} | careless ≥ 20 % |`,
    `| ------ | ------: | -------: | ------- | ${others.map(() => '-------:').join(' | ')} | --------------- |`,
    ...main.bands.map((b) => {
      const c = careless ? bandOf(careless, b.from) : null;
      return `| ${b.from}–${b.to} | ${b.battles} | ${pct(b.winRate)} | ${judge(bandsOutOfTension([b]).length === 0)} | ${others
        .map((o) => pct(bandOf(o.summary, b.from)?.winRate ?? null))
        .join(' | ')} | ${c ? judge(bandsTooHard([c]).length === 0) : '—'} |`;
    }),
    '',
  ];
}

/** Tries on a stair's guard, per run that fought it. */
function triesOn(summary: SimSummary, stair: number): number[] {
  return summary.runs
    .map((r) => r.battles.filter((b) => b.stair === stair).length)
    .filter((n) => n > 0)
    .sort((a, b) => a - b);
}

/** The named walls (ROAD_WALLS) and how the players met them; any other stair where a player gave up. */
function wallLines(main: SimSummary, policies: readonly PolicyRun[]): string[] {
  const all = [{ label: 'sensible', summary: main }, ...policies];
  const named = new Set(ROAD_WALLS.map((w) => w.stair));
  const lines = [
    '## Walls',
    '',
    'The named walls (ROAD_WALLS, docs/road.md) are the only stairs meant to stop a player for a while:',
    'a boss guard stronger than its neighbours. A player gives up at a stair after the losses in a row',
    'above; the table gives the median (max) tries on each wall by the players that fought it, and how',
    'many gave up there.',
    '',
    `| wall | boss | strength | ${all.map((a) => a.label).join(' | ')} |`,
    `| ---: | ---- | -------: | ${all.map(() => '---').join(' | ')} |`,
  ];
  for (const w of ROAD_WALLS) {
    const cells = all.map(({ summary }) => {
      const tries = triesOn(summary, w.stair);
      if (tries.length === 0) return '—';
      const stopped = summary.walls.filter((x) => x.stair === w.stair).length;
      return `${tries[Math.floor((tries.length - 1) / 2)]} (${tries[tries.length - 1]})${stopped ? `, ${stopped} gave up` : ''}`;
    });
    lines.push(`| ${w.stair} | ${w.boss} | × ${w.strength} | ${cells.join(' | ')} |`);
  }
  const unnamed = all.flatMap(({ label, summary }) =>
    summary.walls
      .filter((x) => !named.has(x.stair))
      .map((x) => `${label} player ${x.playerSeed} at stair ${x.stair}`),
  );
  lines.push(
    '',
    unnamed.length === 0
      ? 'No player gave up anywhere else.'
      : `Players who gave up where no wall is named: ${unnamed.join('; ')}.`,
    '',
  );
  return lines;
}

/** The markdown report of a run: win rates, time and battles to stairs 10/100/500, walls, players. */
export function simReportMarkdown(
  main: SimSummary,
  policies: readonly PolicyRun[],
  seconds: number,
  paying?: SimSummary,
  arena?: ArenaResult,
): string {
  const c = main.config;
  const lines: string[] = [
    '# Balance simulation (`npm run sim`)',
    '',
    `World seed ${c.worldSeed}, ${c.players} players (seeds ${c.firstSeed ?? 1}…${(c.firstSeed ?? 1) + c.players - 1}),`,
    `up to stair ${c.targetStair}; a player fights when the squad has ≥ ${pct(c.fightShare ?? FIGHT_HEALTH_SHARE)}`,
    `of its health, rests to full after a loss and gives up after ${c.maxLossesInRow} losses in a row on one stair (a wall).`,
    `Rather than rest it restores the whole squad with elixir, else at the healer for gold while ${GOLD_RESERVE_BATTLES} won`,
    'battles’ gold stays for upgrades, else with gems, whenever the full restore is affordable.',
    `Run time ${seconds.toFixed(1)} s. See packages/rules/README.md ("Balance simulation") for what is modelled.`,
    '',
    '![win rate and time to stair](sim-win-rate.svg)',
    '',
    ...firstStairsLines(main),
    ...bandLines(main, policies, paying),
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
    ...wallLines(main, policies),
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
  if (arena) lines.push(...arenaMarkdown(arena));
  if (paying)
    lines.push(...economyMarkdown(economySummary('free', main.runs), economySummary('paying', paying.runs)));
  lines.push('## Players', '');
  lines.push('| seed | starter | reached | level | game hours | resting | battles | squad at the end |');
  lines.push('| ---: | ------- | ------: | ----: | ---------: | ------: | ------: | ---------------- |');
  for (const r of main.runs)
    lines.push(
      `| ${r.playerSeed} | ${r.starter} | ${r.reached} | ${r.level} | ${(r.minutes / 60).toFixed(1)} | ${pct(r.restMinutes / Math.max(1, r.minutes))} | ${r.battles.length} | ${r.squad.join(', ')} |`,
    );
  const amounts = (price: Partial<Record<string, number>>) =>
    Object.entries(price)
      .map(([k, v]) => `${v} ${k}`)
      .join(' + ');
  lines.push(
    '',
    '## Heroes rules the players follow (`packages/rules/src/heroes/`)',
    '',
    `- hero shop: ${Object.entries(HERO_SHOP)
      .filter(([tier]) => tier !== 'ark')
      .map(([tier, t]) => `${tier} from stair ${t.fromStair} at ${amounts(t.price)}`)
      .join(
        '; ',
      )} (× max(1, heroes owned − 1)); ark at ${amounts(HERO_SHOP.ark.price)} whatever the heroes owned (its tokens come back when it is given away);`,
    '- a bought hero arrives at level 1 and is raised at once to the player’s level (the player counts that gold in its price); classes that cannot rank up arrive at their rank cap;',
    `- hero levels: the own character levels with the player; every other hero is raised one level at a time for ${HERO_LEVEL_COST.factor} × level^${HERO_LEVEL_COST.power} GOLD, never above the player’s level;`,
    `- ${DEFAULT_HAMMERS + SIM_EXTRA_HAMMERS} magic hammers (no extra hammers bought) shared by force and rank steps, which take their time;`,
    `- rank up from rank r: ${RANK_STEPS.baseGold} GOLD × ${RANK_STEPS.goldGrowth}^(r−1), plus ${RANK_STEPS.crystalPerRank}·r CRYSTAL from rank ${RANK_STEPS.crystalFromRank}, taking ${RANK_STEPS.baseSeconds} s × ${RANK_STEPS.secondsGrowth}^(r−1); up to the class’s cap (no Ark cards);`,
    `- artifact slots: 1 + ⌈rank / 2⌉ plus ${AMULET_SLOTS} amulet slot; displaced artifacts are stored, the ${STORAGE_KEPT} strongest kept, weaker ones reforged (${FORGE_DAILY_LIMIT} a day, ${REFORGE_SHARE * 100} % of their stat points to a hero);`,
    `- a full squad takes a recruit in place of its weakest hero, which is given to the recruit in a hero exchange (${EXCHANGE_SHARE * 100} % of its stats), or benched if it is the own character.`,
    '',
  );
  return lines.join('\n');
}
