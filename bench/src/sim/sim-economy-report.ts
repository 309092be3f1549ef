import { BOOSTERS } from '@rol/rules/economy/boosters';
import { BALANCE_ROLES, SIM_RESOURCE_NAMES } from './sim-balances.ts';
import { BALANCE_NOTES } from './sim-balance-notes.ts';
import { DAY_MINUTES, SIM_RESOURCES, type SimResource } from './sim-model.ts';
import { ELIXIR_KEPT, PAYING_LOW_GEMS, PAYING_PACK_ID, PAYING_SET, PURCHASES, type SimProfile } from './sim-economy.ts';
import type { PlayerRun } from './sim-player.ts';

/** One balance of a profile: where it comes from and where it goes, per game day over all players. */
export interface ResourceFlow {
  resource: SimResource;
  /** [reason, amount per game day], biggest first. */
  sources: [string, number][];
  sinks: [string, number][];
  /** Sources minus sinks per game day. */
  net: number;
  /** Median balance at the end of the runs. */
  endMedian: number;
}

/** How a balance's flows of one profile are judged (`flowFlag`). */
export interface FlowFlag {
  /** `both`: sources and sinks; the others say what is missing or why nothing is missing. */
  flag: 'both' | 'only accumulates' | 'only drains' | 'never moves' | 'status' | 'paid only' | 'clan or arena';
  pass: boolean;
}

/**
 * A balance must have sources and sinks: one that only accumulates, only drains or never moves is
 * flagged, except a status (earned, never spent by the game's rules: bonus points) that has no sink,
 * a balance only money gives (bonus points, golden tickets) that never moves for a player who
 * never pays, and one that only a clan or the arena moves (order points, cups), which the road's
 * players do not play.
 */
export function flowFlag(profile: SimProfile, f: Pick<ResourceFlow, 'resource' | 'sources' | 'sinks'>): FlowFlag {
  const role = BALANCE_ROLES[f.resource];
  const sources = f.sources.length > 0;
  const sinks = f.sinks.length > 0;
  if (sources && sinks) return { flag: 'both', pass: true };
  if (role.status && !sinks && sources) return { flag: 'status', pass: true };
  if (role.paid && profile !== 'paying' && !sources && !sinks) return { flag: 'paid only', pass: true };
  if (role.outside && !sources && !sinks) return { flag: 'clan or arena', pass: true };
  if (sources) return { flag: 'only accumulates', pass: false };
  if (sinks) return { flag: 'only drains', pass: false };
  return { flag: 'never moves', pass: false };
}

export interface EconomySummary {
  profile: SimProfile;
  players: number;
  /** Game days played, all players together. */
  days: number;
  flows: ResourceFlow[];
  /** Medians over the players (null: fewer than half got there). */
  boosterAffordableDay: number | null;
  firstBoosterDay: number | null;
  /** The highest stair beaten within the first game day (median). */
  stairAfterDay: number | null;
}

function median(values: readonly (number | null)[], of: number): number | null {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (known.length * 2 <= of) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 ? (known[mid] ?? 0) : ((known[mid - 1] ?? 0) + (known[mid] ?? 0)) / 2;
}

/** Sources and sinks per game day of one profile's runs (all of one profile). */
export function economySummary(profile: SimProfile, runs: readonly PlayerRun[]): EconomySummary {
  const days = runs.reduce((a, r) => a + r.minutes / DAY_MINUTES, 0) || 1;
  const flows = SIM_RESOURCES.map((resource): ResourceFlow => {
    const total: Record<string, number> = {};
    for (const r of runs)
      for (const [reason, v] of Object.entries(r.economy.flows[resource]))
        total[reason] = (total[reason] ?? 0) + v;
    const perDay = Object.entries(total)
      .map(([reason, v]): [string, number] => [reason, v / days])
      .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]));
    const sources = perDay.filter(([, v]) => v > 0);
    const sinks = perDay.filter(([, v]) => v < 0).map(([k, v]): [string, number] => [k, -v]);
    const sum = (xs: [string, number][]) => xs.reduce((a, [, v]) => a + v, 0);
    return {
      resource,
      sources,
      sinks,
      net: sum(sources) - sum(sinks),
      endMedian:
        median(
          runs.map((r) => r.economy.balances[resource]),
          runs.length,
        ) ?? 0,
    };
  });
  return {
    profile,
    players: runs.length,
    days,
    flows,
    boosterAffordableDay: median(
      runs.map((r) => r.economy.boosterAffordableDay),
      runs.length,
    ),
    firstBoosterDay: median(
      runs.map((r) => r.economy.firstBoosterDay),
      runs.length,
    ),
    stairAfterDay: median(
      runs.map((r) =>
        r.passedAt.reduce((best, x, stair) => (x && x.minutes <= DAY_MINUTES ? stair : best), 0),
      ),
      runs.length,
    ),
  };
}

export interface EconomyBand {
  name: string;
  measured: string;
  pass: boolean;
}

const flowOf = (s: EconomySummary, r: SimResource) => s.flows.find((f) => f.resource === r);
const sourcesOf = (f: ResourceFlow | undefined, but = '') =>
  (f?.sources ?? []).filter(([k]) => k !== but).reduce((a, [, v]) => a + v, 0);
const sinksOf = (f: ResourceFlow | undefined) => (f?.sinks ?? []).reduce((a, [, v]) => a + v, 0);

/** The economy's bands (docs/economy.md, "The economy in the balance simulation"). */
export const ECONOMY_BANDS = {
  /** Gems a free player earns in play per game day. */
  freeGemsPerDay: [20, 150],
  /** The game day by which a free player has earned the experience booster's price in gems. */
  freeBoosterByDay: 1,
  /** The paying player's stair after the first game day, as a multiple of the free player's. */
  payingStairRatio: [1.2, 5],
  /** Gold does not pile up: the balance at the end is at most this many days of gold income. */
  goldKeptDays: 1,
  /** Tickets are spun: sinks are at least this share of sources. */
  ticketsSpun: 0.8,
} as const;

/** Checks the bands on a free and a paying profile's summaries. */
export function economyBands(free: EconomySummary, paying: EconomySummary): EconomyBand[] {
  const b = ECONOMY_BANDS;
  const bands: EconomyBand[] = [];
  const gems = sourcesOf(flowOf(free, 'MITHRIL'), PURCHASES);
  bands.push({
    name: `free player: gems earned per game day within ${b.freeGemsPerDay[0]}–${b.freeGemsPerDay[1]}`,
    measured: gems.toFixed(1),
    pass: gems >= b.freeGemsPerDay[0] && gems <= b.freeGemsPerDay[1],
  });
  const day = free.boosterAffordableDay;
  bands.push({
    name: `free player: has earned the experience booster's ${BOOSTERS.experience.price.MITHRIL} gems by game day ${b.freeBoosterByDay} (median, day 0 the first)`,
    measured: day === null ? 'never' : `day ${day}`,
    pass: day !== null && day <= b.freeBoosterByDay,
  });
  const ratio =
    free.stairAfterDay && paying.stairAfterDay !== null ? paying.stairAfterDay / free.stairAfterDay : null;
  const [low, high] = b.payingStairRatio;
  bands.push({
    name: `paying player's stair after the first game day ${low}–${high} × the free player's`,
    measured: ratio === null ? '—' : `${paying.stairAfterDay} / ${free.stairAfterDay} = ${ratio.toFixed(2)}`,
    pass: ratio !== null && ratio >= low && ratio <= high,
  });
  for (const s of [free, paying]) {
    const gold = flowOf(s, 'GOLD');
    bands.push({
      name: `${s.profile} player: gold at the end at most ${b.goldKeptDays} day of gold income`,
      measured: `${Math.round(gold?.endMedian ?? 0)} of ${Math.round(sourcesOf(gold))}`,
      pass: (gold?.endMedian ?? 0) <= b.goldKeptDays * sourcesOf(gold),
    });
    const tickets = flowOf(s, 'TICKETS');
    bands.push({
      name: `${s.profile} player: at least ${b.ticketsSpun * 100} % of tickets spun`,
      measured: `${sinksOf(tickets).toFixed(1)} of ${sourcesOf(tickets).toFixed(1)} a day`,
      pass: sinksOf(tickets) >= b.ticketsSpun * sourcesOf(tickets),
    });
    const flagged = s.flows
      .map((f) => ({ f, judged: flowFlag(s.profile, f) }))
      .filter(({ judged }) => !judged.pass)
      .map(({ f, judged }) => `${f.resource} ${judged.flag}`);
    bands.push({
      name: `${s.profile} player: every balance has sources and sinks (a status, unpaid a paid-only balance, and a clan's or the arena's excepted)`,
      measured: flagged.length === 0 ? 'all' : flagged.join(', '),
      pass: flagged.length === 0,
    });
  }
  return bands;
}

const fmt = (v: number) => (v >= 100 ? Math.round(v).toLocaleString('en-US') : v.toFixed(1));
const list = (xs: [string, number][]) => (xs.length ? xs.map(([k, v]) => `${k} ${fmt(v)}`).join(', ') : '—');

/** The report's economy section: each profile's sources and sinks, then the bands. */
export function economyMarkdown(free: EconomySummary, paying: EconomySummary): string[] {
  const lines = [
    '## Economy: sources and sinks per game day',
    '',
    'Amounts per game day over all the players of a profile, for every balance a player holds. The free',
    'player takes what the promotions give (the wheel’s free spin, 3 ad tickets, every ticket spun, the',
    'campaigns’ gifts, a delayed chest every 4 hours, the chests by gems spent), sells elixir beyond',
    `${ELIXIR_KEPT} and its amethysts at the market, turns its caviar into wheel tickets, buys Ark heroes`,
    'with event tokens when they add power, and buys the experience booster when its gems allow. The',
    `paying player does the same, keeps the experience booster and the ${PAYING_SET} set running, buys the`,
    `${PAYING_PACK_ID} pack when its gems fall below ${PAYING_LOW_GEMS} (at most one a server day) with its`,
    'bonus points, the bonus status’s extra gems, the GEMS_PLUS_50 campaign’s half more while it runs,',
    'golden tickets and the pack’s wheel tickets, and spends the golden tickets on the VIP amulets.',
    '',
    'The flag column: *both* (sources and sinks), or *only accumulates*, *only drains*, *never moves*',
    '(flagged, FAIL in the bands), *status* (earned, never spent by the rules: no currency), *paid only*',
    '(only money gives it; a free player never holds it), *clan or arena* (only a clan or the arena moves',
    'it, and the simulated players play neither).',
    '',
  ];
  for (const s of [free, paying]) {
    lines.push(
      `### ${s.profile} player (${s.players} players, ${s.days.toFixed(1)} game days in all)`,
      '',
      '| balance | sources per day | sinks per day | net per day | at the end (median) | flag |',
      '| ------- | --------------- | ------------- | ----------: | ------------------: | ---- |',
      ...s.flows.map((f) => {
        const { flag, pass } = flowFlag(s.profile, f);
        return `| ${f.resource} (${SIM_RESOURCE_NAMES[f.resource]}) | ${list(f.sources)} | ${list(f.sinks)} | ${f.net >= 0 ? '+' : '−'}${fmt(Math.abs(f.net))} | ${fmt(f.endMedian)} | ${pass ? flag : `**${flag}**`} |`;
      }),
      '',
    );
  }
  lines.push('### What the game gives and takes of the other balances', '');
  for (const resource of SIM_RESOURCES) {
    const note = BALANCE_NOTES[resource];
    if (note) lines.push(`- **${SIM_RESOURCE_NAMES[resource]}** (${resource}): ${note}`);
  }
  lines.push('');
  lines.push('### Bands', '', '| band | measured | |', '| ---- | -------- | - |');
  for (const band of economyBands(free, paying))
    lines.push(`| ${band.name} | ${band.measured} | ${band.pass ? 'pass' : 'FAIL'} |`);
  lines.push('');
  return lines;
}
