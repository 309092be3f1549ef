import { describe, expect, it } from 'vitest';
import { economyBands, economyMarkdown, flowFlag, type EconomySummary, type ResourceFlow } from './sim-economy-report.ts';
import { SIM_RESOURCES, type SimResource } from './sim-balances.ts';

const flow = (resource: SimResource, sources: [string, number][], sinks: [string, number][]): ResourceFlow => ({
  resource,
  sources,
  sinks,
  net: sources.reduce((a, [, v]) => a + v, 0) - sinks.reduce((a, [, v]) => a + v, 0),
  endMedian: 0,
});

/** A profile where every balance has a source and a sink but those named in `flows`. */
function summary(profile: 'free' | 'paying', flows: ResourceFlow[]): EconomySummary {
  return {
    profile,
    players: 1,
    days: 1,
    flows: SIM_RESOURCES.map(
      (r) => flows.find((f) => f.resource === r) ?? flow(r, [['road', 10]], [['market', 5]]),
    ),
    boosterAffordableDay: 0,
    firstBoosterDay: 0,
    stairAfterDay: 100,
  };
}

const oneWayBand = (free: EconomySummary, paying: EconomySummary, profile: string) =>
  economyBands(free, paying).find((b) => b.name.startsWith(`${profile} player: every balance has sources and sinks`));

describe('the economy report’s flags', () => {
  it('flags a balance with only sources, only sinks, or no flow at all', () => {
    expect(flowFlag('free', flow('CAVIAR', [['road', 3]], []))).toEqual({ flag: 'only accumulates', pass: false });
    expect(flowFlag('free', flow('CAVIAR', [], [['market', 3]]))).toEqual({ flag: 'only drains', pass: false });
    expect(flowFlag('paying', flow('GOOD_POINTS', [], []))).toEqual({ flag: 'never moves', pass: false });
    expect(flowFlag('free', flow('CAVIAR', [['road', 3]], [['market', 1]]))).toEqual({ flag: 'both', pass: true });
  });

  it('lets a status have no sink, and a paid-only balance not move for a player who never pays', () => {
    expect(flowFlag('paying', flow('BONUS_POINTS', [['purchases', 650]], []))).toEqual({ flag: 'status', pass: true });
    expect(flowFlag('free', flow('BONUS_POINTS', [], []))).toEqual({ flag: 'paid only', pass: true });
    expect(flowFlag('free', flow('GOLDEN_TICKETS', [], []))).toEqual({ flag: 'paid only', pass: true });
    // A paying player that earns golden tickets must spend them; and a status that drains is flagged.
    expect(flowFlag('paying', flow('GOLDEN_TICKETS', [['purchases', 6]], []))).toEqual({ flag: 'only accumulates', pass: false });
    expect(flowFlag('paying', flow('GOLDEN_TICKETS', [], []))).toEqual({ flag: 'never moves', pass: false });
    expect(flowFlag('paying', flow('BONUS_POINTS', [], [['refund', 1]]))).toEqual({ flag: 'only drains', pass: false });
  });

  it('fails the profile’s band naming the flagged balances, and marks them in the table', () => {
    const free = summary('free', [flow('SULFUR', [['road', 12]], []), flow('TICKETS', [], [['wheel spins', 8]])]);
    const paying = summary('paying', [flow('BONUS_POINTS', [['purchases', 650]], [])]);
    expect(oneWayBand(free, paying, 'free')).toMatchObject({
      measured: 'SULFUR only accumulates, TICKETS only drains',
      pass: false,
    });
    expect(oneWayBand(free, paying, 'paying')).toMatchObject({ measured: 'all', pass: true });
    const md = economyMarkdown(free, paying).join('\n');
    expect(md).toContain('| SULFUR (amethysts) | road 12.0 | — | +12.0 | 0.0 | **only accumulates** |');
    expect(md).toContain('| BONUS_POINTS (bonus points) | purchases 650 | — | +650 | 0.0 | status |');
  });
});
