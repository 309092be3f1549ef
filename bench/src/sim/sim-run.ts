import type { SimProfile } from './sim-economy.ts';
import { runPlayer, type PlayerRun } from './sim-player.ts';
import type { SpendStyle } from './sim-upgrades.ts';

/** The stair bands of the report, inclusive. */
export const STAIR_BANDS: readonly (readonly [number, number])[] = [
  [1, 10],
  [11, 50],
  [51, 100],
  [101, 200],
  [201, 500],
];
/** The first stairs a newcomer climbs: reported as their own band, the first line of the report. */
export const FIRST_STAIRS: readonly [number, number] = [1, 10];
/** The early road (the first ten minutes and a little beyond): its curve is the early one, LATE_TENSION 1. */
export const EARLY_ROAD_TO = 50;
/** The win rate every band keeps for a sensibly upgrading player, up to stair 500 (inclusive). */
export const EARLY_WIN_RATE: readonly [number, number] = [0.6, 0.9];
/** The least win rate any band keeps for a careless player (sim-upgrades.ts, SpendStyle). */
export const CARELESS_MIN_WIN_RATE = 0.2;

/** The bands whose win rate left EARLY_WIN_RATE (a band without battles is not judged). */
export function bandsOutOfTension(bands: readonly BandStats[]): BandStats[] {
  const [low, high] = EARLY_WIN_RATE;
  return bands.filter((b) => b.winRate !== null && (b.winRate < low || b.winRate > high));
}

/** The bands a careless player wins less than CARELESS_MIN_WIN_RATE of (a band without battles is not judged). */
export function bandsTooHard(bands: readonly BandStats[]): BandStats[] {
  return bands.filter((b) => b.winRate !== null && b.winRate < CARELESS_MIN_WIN_RATE);
}

/** The stairs whose time and battles the report gives. */
export const MILESTONES = [10, 100, 500] as const;

export interface SimConfig {
  worldSeed: number;
  /** Player seeds 1 … players. */
  players: number;
  targetStair: number;
  maxLossesInRow: number;
  /** Health share the players fight at (see FIGHT_HEALTH_SHARE). */
  fightShare?: number;
  /** First player seed (default 1), so a run can be split between workers. */
  firstSeed?: number;
  /** A free (default) or paying player (sim-economy.ts). */
  profile?: SimProfile;
  /** Players also stop after this many game days (no limit by default). */
  maxDays?: number;
  /** How the players spend (sensible by default; sim-upgrades.ts). */
  spendStyle?: SpendStyle;
  /** Game days whose end-of-day squads the runs keep for the arena (none by default). */
  historyDays?: number;
}

export interface BandStats {
  from: number;
  to: number;
  battles: number;
  wins: number;
  winRate: number | null;
}

export interface MilestoneStats {
  stair: number;
  reached: number;
  /** Game hours and battles over the players that reached it: median, min, max. */
  hours: { median: number; min: number; max: number } | null;
  battles: { median: number; min: number; max: number } | null;
}

export interface SimSummary {
  config: SimConfig;
  runs: PlayerRun[];
  bands: BandStats[];
  milestones: MilestoneStats[];
  walls: { playerSeed: number; stair: number }[];
  /** Median game hours to beat each stair's guard, for the chart (index = stair; null when unreached). */
  hoursByStair: (number | null)[];
}

/** Plays `config.players` simulated players (seeds firstSeed …). Pure and deterministic. */
export function runPlayers(config: SimConfig): PlayerRun[] {
  const first = config.firstSeed ?? 1;
  const runs: PlayerRun[] = [];
  for (let i = 0; i < config.players; i += 1) {
    runs.push(
      runPlayer({
        worldSeed: config.worldSeed,
        playerSeed: first + i,
        targetStair: config.targetStair,
        maxLossesInRow: config.maxLossesInRow,
        ...(config.fightShare === undefined ? {} : { fightShare: config.fightShare }),
        ...(config.profile === undefined ? {} : { profile: config.profile }),
        ...(config.maxDays === undefined ? {} : { maxDays: config.maxDays }),
        ...(config.spendStyle === undefined ? {} : { spendStyle: config.spendStyle }),
        ...(config.historyDays === undefined ? {} : { historyDays: config.historyDays }),
      }),
    );
  }
  return runs;
}

function spread(values: number[]): { median: number; min: number; max: number } | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return { median, min: sorted[0] ?? 0, max: sorted[sorted.length - 1] ?? 0 };
}

/** Win rates by band, time and battles to the milestones, walls, and the median time curve. */
export function summarize(config: SimConfig, runs: PlayerRun[]): SimSummary {
  const bands = STAIR_BANDS.filter(([from]) => from <= config.targetStair).map(([from, to]): BandStats => {
    let battles = 0;
    let wins = 0;
    for (const r of runs)
      for (const b of r.battles)
        if (b.stair >= from && b.stair <= to) {
          battles += 1;
          if (b.won) wins += 1;
        }
    return { from, to, battles, wins, winRate: battles === 0 ? null : wins / battles };
  });
  const milestones = MILESTONES.filter((s) => s <= config.targetStair).map((stair): MilestoneStats => {
    const passed = runs.map((r) => r.passedAt[stair]).filter((x) => x !== undefined);
    return {
      stair,
      reached: passed.length,
      hours: spread(passed.map((x) => x.minutes / 60)),
      battles: spread(passed.map((x) => x.battles)),
    };
  });
  const hoursByStair: (number | null)[] = [null];
  for (let s = 1; s <= config.targetStair; s += 1) {
    const passed = runs.map((r) => r.passedAt[s]).filter((x) => x !== undefined);
    hoursByStair.push(
      passed.length * 2 > runs.length ? (spread(passed.map((x) => x.minutes / 60))?.median ?? null) : null,
    );
  }
  const walls = runs
    .filter((r) => r.wall !== null)
    .map((r) => ({ playerSeed: r.playerSeed, stair: r.wall ?? 0 }));
  return { config, runs, bands, milestones, walls, hoursByStair };
}
