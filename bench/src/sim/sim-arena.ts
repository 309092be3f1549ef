import { applyBattleAction } from '@rol/rules/battle/apply-action';
import { arenaBattleSetup } from '@rol/rules/arena/arena-battle';
import { firstPositionOf, LEAGUES, leagueDefOf, leagueOf, type League } from '@rol/rules/arena/leagues';
import { offeredPositions } from '@rol/rules/arena/opponents';
import { FREE_TRIES_PER_DAY } from '@rol/rules/arena/tries';
import type { HeroLoadout } from '@rol/rules/battle/combatants';
import { chooseAiHit } from '@rol/rules/battle/monster-ai';
import { startBattle } from '@rol/rules/battle/start-battle';
import { heroDisplayStats } from '@rol/rules/heroes/hero-stats';
import { hashParts } from '@rol/rules/random/hash';
import { UNLOCKS } from '@rol/rules/unlocks';
import type { PlayerRun } from './sim-player.ts';
import { squadPower, type PowerReference } from './squad-power.ts';

/**
 * The arena after ARENA_DAYS game days (docs/arena.md, "Leagues"; `npm run sim`). The simulated
 * players join one ladder on the day they reach the arena's level and attack with their free tries
 * every day, through the game's own rules (offered opponents, the seat swap of a won attack, the
 * battle engine with the monsters' AI on both sides). The ladder's other seats belong to the
 * server's earlier players, `residents` of them, who started on days spread evenly over the
 * `residentDays` before. Most players stop playing early: a resident plays `residentLife` days
 * (RETENTION: 40 % come back after the first day, 15 % after a week, 6 % after a month) and keeps
 * the squad it had then; while it plays it has the squad a simulated player had after as many days.
 * The residents hold the seats in the order of the days they played (the longest best) and only
 * defend.
 */
export const ARENA_DAYS = 30;

export interface ArenaConfig {
  /** Seats held before the simulated players come (the server's earlier players). */
  residents: number;
  /** The residents started on days spread evenly over this many days before the simulated players. */
  residentDays: number;
  days: number;
}

export const ARENA_DEFAULTS: ArenaConfig = { residents: 100_000, residentDays: 90, days: ARENA_DAYS };

/** Share of players still playing after `days` days (days ≥ 1): 0.4 · days^−0.55. */
export const RETENTION = { firstDay: 0.4, power: 0.55 } as const;

/** Days resident `resident` plays before it stops (at least 1), from RETENTION, deterministic. */
export function residentLife(resident: number): number {
  // An even spread of [0, 1) over the residents (golden-ratio sequence), no random stream needed.
  const u = (resident * 0.6180339887498949) % 1;
  if (u >= RETENTION.firstDay) return 1;
  return Math.max(1, Math.floor((RETENTION.firstDay / Math.max(u, 1e-9)) ** (1 / RETENTION.power)));
}

/** Game days of squads a run must keep (PlayerRun.days) for the arena with `config`. */
export function arenaHistoryDays(config: ArenaConfig = ARENA_DEFAULTS): number {
  return config.residentDays + config.days;
}

export interface ArenaEntrant {
  /** The player's profile label in the report (sensible, paying, …). */
  label: string;
  run: PlayerRun;
}

export interface ArenaStanding {
  label: string;
  playerSeed: number;
  /** The day the player entered the ladder (1 = the first day), null when it never could. */
  joinedDay: number | null;
  seat: number | null;
  league: League | null;
  attacks: number;
  wins: number;
}

export interface ArenaResult {
  config: ArenaConfig;
  standings: ArenaStanding[];
  seats: number;
}

/** The squad a run had at the end of game day `day` (1 = the first), its last one past its history. */
function squadOn(run: PlayerRun, day: number): HeroLoadout[] {
  const days = run.days;
  const at = days[Math.max(0, Math.min(days.length, day) - 1)];
  return at?.squad ?? [];
}

function reference(squad: readonly HeroLoadout[]): PowerReference {
  const n = Math.max(1, squad.length);
  const stats = squad.map((h) => heroDisplayStats(h));
  return {
    attack: stats.reduce((a, s) => a + s.attack, 0) / n,
    defence: stats.reduce((a, s) => a + s.defence, 0) / n,
  };
}

/** One arena battle through the engine, both sides played by the monsters' AI: true when the attacker won. */
export function playArenaBattle(
  squad: readonly HeroLoadout[],
  defence: readonly HeroLoadout[],
  seed: number,
): boolean {
  const setup = arenaBattleSetup({ squad, defence, winGold: 0 });
  if ('error' in setup) return false;
  let { state, rng } = startBattle(setup, seed);
  for (let blows = 0; state.status === 'IN_PROGRESS' && blows < 2_000; blows += 1) {
    const choice = chooseAiHit(state, 0);
    const step = applyBattleAction(state, choice ? { type: 'hit', ...choice } : { type: 'skip' }, rng);
    if ('error' in step) throw new Error(`sim: the engine refused an arena blow (${step.error})`);
    ({ state, rng } = step);
  }
  return state.status !== 'IN_PROGRESS' && state.winnerTeam === 0;
}

/**
 * Plays the arena: every day each entrant (once at the arena's level) uses its free tries, each time
 * attacking the best offered seat whose squad it out-powers (the power estimate of squad-power.ts),
 * else the nearest seat above. Pure and deterministic.
 */
export function runArena(
  entrants: readonly ArenaEntrant[],
  config: ArenaConfig = ARENA_DEFAULTS,
): ArenaResult {
  const population = entrants.map((e) => e.run).filter((r) => r.days.length > 0);
  // Resident r (1 = started first) started `startAge(r)` days before day 0 and plays residentLife(r) days.
  const startAge = (r: number) =>
    Math.ceil((config.residentDays * (config.residents - r + 1)) / config.residents);
  const playedDays = (r: number, day: number) => Math.min(startAge(r) + day, residentLife(r));
  // The seats at day 0: the residents who played longest first (then the earlier started).
  const order = Array.from({ length: config.residents }, (_, i) => i + 1).sort(
    (a, b) => playedDays(b, 0) - playedDays(a, 0) || a - b,
  );
  // Seat → who holds it: a resident (its number) or an entrant (−1 − index).
  const holder = new Map<number, number>();
  const seatOf = new Map<number, number>();
  const holderAt = (seat: number) => holder.get(seat) ?? order[seat - 1] ?? 0;
  const residentSquad = (resident: number, day: number): HeroLoadout[] => {
    const run = population[resident % Math.max(1, population.length)];
    return run ? squadOn(run, playedDays(resident, day)) : [];
  };
  const squadAt = (seat: number, day: number): HeroLoadout[] => {
    const h = holderAt(seat);
    if (h > 0) return residentSquad(h, day);
    const entrant = entrants[-1 - h];
    return entrant ? squadOn(entrant.run, day) : [];
  };
  let seats = config.residents;
  const standings: ArenaStanding[] = entrants.map((e) => ({
    label: e.label,
    playerSeed: e.run.playerSeed,
    joinedDay: null,
    seat: null,
    league: null,
    attacks: 0,
    wins: 0,
  }));
  for (let day = 1; day <= config.days; day += 1) {
    entrants.forEach((e, index) => {
      const standing = standings[index];
      if (!standing) return;
      if (standing.joinedDay === null) {
        if ((e.run.days[day - 1]?.level ?? 0) < UNLOCKS.arenaLevel) return;
        seats += 1;
        holder.set(seats, -1 - index);
        seatOf.set(-1 - index, seats);
        standing.joinedDay = day;
      }
      const squad = squadOn(e.run, day);
      for (let t = 0; t < FREE_TRIES_PER_DAY; t += 1) {
        const seat = seatOf.get(-1 - index) ?? seats;
        const offered = offeredPositions(seat, seats).filter((s) => s < seat);
        if (offered.length === 0) break;
        const ownRef = reference(squad);
        const target =
          offered.find((s) => {
            const theirs = squadAt(s, day);
            return squadPower(squad, reference(theirs)) > squadPower(theirs, ownRef);
          }) ?? offered[offered.length - 1]!;
        standing.attacks += 1;
        if (!playArenaBattle(squad, squadAt(target, day), hashParts(e.run.playerSeed, index, day, t)))
          continue;
        standing.wins += 1;
        const other = holderAt(target);
        holder.set(target, -1 - index);
        holder.set(seat, other);
        seatOf.set(-1 - index, target);
        if (other < 0) seatOf.set(other, seat);
      }
    });
  }
  for (const [index, standing] of standings.entries()) {
    const seat = seatOf.get(-1 - index);
    if (seat === undefined) continue;
    standing.seat = seat;
    standing.league = leagueOf(seat);
  }
  return { config, standings, seats };
}

/** The arena's markdown section: the leagues the simulated players hold after the days, by profile. */
export function arenaMarkdown(result: ArenaResult): string[] {
  const labels = [...new Set(result.standings.map((s) => s.label))];
  const shown = [...LEAGUES].reverse();
  const lines = [
    `## Arena: leagues after ${result.config.days} days`,
    '',
    `Every simulated player enters the ladder on the day it reaches level ${UNLOCKS.arenaLevel} and uses its ${FREE_TRIES_PER_DAY} free`,
    'attacks a day (no tickets), each on the best offered seat whose squad it out-powers, else the',
    'nearest above; the battles are played by the engine. The other seats belong to the server’s',
    `earlier players: ${result.config.residents.toLocaleString('en')} residents who started on days spread evenly over the ${result.config.residentDays} days`,
    `before; a resident plays a while and stops (${RETENTION.firstDay * 100} % come back after the first day, about 15 % after a week, 6 %`,
    'after a month) and keeps its squad then; while it plays it has the squad a simulated player had',
    'after as many days. Residents hold the seats in the order of the days they played and only defend.',
    `The ladder ends with ${result.seats.toLocaleString('en')} seats.`,
    '',
    `| player | ${shown.join(' | ')} | median seat | attacks won |`,
    `| ------ | ${shown.map(() => '--:').join(' | ')} | ---: | ---: |`,
  ];
  for (const label of labels) {
    const mine = result.standings.filter((s) => s.label === label);
    const count = (league: League) => mine.filter((s) => s.league === league).length;
    const seats = mine
      .map((s) => s.seat)
      .filter((x): x is number => x !== null)
      .sort((a, b) => a - b);
    const median = seats.length ? seats[Math.floor((seats.length - 1) / 2)] : null;
    const attacks = mine.reduce((a, s) => a + s.attacks, 0);
    const wins = mine.reduce((a, s) => a + s.wins, 0);
    lines.push(
      `| ${label} | ${shown.map((l) => count(l) || '·').join(' | ')} | ${median?.toLocaleString('en') ?? '—'} | ${attacks ? `${((wins / attacks) * 100).toFixed(1)} %` : '—'} |`,
    );
  }
  const daily = shown
    .map((l) => {
      const band = leagueDefOf(firstPositionOf(l));
      return `${l} ${band.dailyReward.gold.toLocaleString('en')} gold + ${band.dailyReward.crystal} crystals + ${band.dailyReward.tickets} tickets`;
    })
    .join('; ');
  lines.push('', `A league’s daily reward (not booked in the economy tables below): ${daily}.`, '');
  return lines;
}
