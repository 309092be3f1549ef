import { describe, expect, it } from 'vitest';
import { simChartSvg } from './sim-chart.ts';
import { runPlayer } from './sim-player.ts';
import { simReportMarkdown } from './sim-report.ts';
import { bandsOutOfTension, bandsTooHard, EARLY_ROAD_TO, runPlayers, summarize } from './sim-run.ts';

describe('balance simulation', () => {
  const options = { worldSeed: 7, playerSeed: 3, targetStair: 12, maxLossesInRow: 30 };

  it('is deterministic for a seed', () => {
    expect(runPlayer(options)).toEqual(runPlayer(options));
    expect(runPlayer({ ...options, playerSeed: 4 }).battles).not.toEqual(runPlayer(options).battles);
  });

  it('lets a sensible player pass stair 10 with the starter squad and what the road gives', () => {
    for (const playerSeed of [1, 2, 3]) {
      const run = runPlayer({ ...options, playerSeed });
      expect(run.wall).toBeNull();
      expect(run.reached).toBe(12);
      expect(run.passedAt[10]?.battles).toBeGreaterThanOrEqual(10);
      expect(run.passedAt[10]?.minutes).toBeGreaterThan(0);
    }
  });

  it('lets a careless player leave its magic hammers idle, and keeps the squads of the first days', () => {
    const sinks = (run: ReturnType<typeof runPlayer>) =>
      Object.values(run.economy.flows).flatMap((byReason) =>
        Object.entries(byReason)
          .filter(([, amount]) => amount < 0)
          .map(([reason]) => reason),
      );
    const long = { ...options, targetStair: 30, historyDays: 2 };
    const sensible = runPlayer(long);
    const careless = runPlayer({ ...long, spendStyle: 'careless' });
    expect(sinks(sensible)).toContain('force steps');
    expect(sinks(careless)).not.toContain('force steps');
    expect(sinks(careless)).not.toContain('rank steps');
    expect(careless.days).toHaveLength(2);
    expect(careless.days[1]?.squad.length).toBeGreaterThan(0);
    expect(runPlayer(options).days).toEqual([]);
  });

  it('summarizes win rates and milestones into a report and a chart', () => {
    const config = { worldSeed: 7, players: 2, targetStair: 10, maxLossesInRow: 30 };
    const summary = summarize(config, runPlayers(config));
    expect(summary.bands).toHaveLength(1);
    expect(summary.bands[0]?.battles).toBeGreaterThanOrEqual(20);
    expect(summary.milestones.map((m) => m.stair)).toEqual([10]);
    expect(summary.milestones[0]?.reached).toBe(2);
    expect(simReportMarkdown(summary, [], 1)).toContain('| 1–10 |');
    expect(simReportMarkdown(summary, [], 1)).toContain('## First stairs');
    const svg = simChartSvg(
      summary.bands,
      [{ label: 'x', color: '#000', hoursByStair: summary.hoursByStair }],
      't',
    );
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('polyline');
  });

  it('keeps the bare early road tense: every band up to its end wins 60–90 % of battles, with no wall', () => {
    // The road alone (no promotion taken): the daily wheel, chests and gifts make a player who takes
    // them win nearly every early battle (docs/first-ten-minutes.md, "Tension and the promotions").
    const config = { worldSeed: 1, players: 6, targetStair: EARLY_ROAD_TO, maxLossesInRow: 30, profile: 'road' as const };
    const summary = summarize(config, runPlayers(config));
    expect(summary.walls).toEqual([]);
    expect(summary.bands.map((b) => [b.from, b.to])).toEqual([
      [1, 10],
      [11, 50],
    ]);
    expect(bandsOutOfTension(summary.bands)).toEqual([]);
  }, 120_000);

  it('judges a band out of tension on either side', () => {
    const band = (winRate: number) => ({ from: 1, to: 10, battles: 10, wins: winRate * 10, winRate });
    expect(bandsOutOfTension([band(0.95), band(0.5), band(0.75)]).map((b) => b.winRate)).toEqual([0.95, 0.5]);
    expect(bandsOutOfTension([{ ...band(0.99), from: 101, to: 200 }])).toHaveLength(1);
    expect(bandsTooHard([band(0.19), band(0.2), { ...band(0.1), from: 201, to: 500 }]).map((b) => b.from)).toEqual([
      1, 201,
    ]);
  });
});
