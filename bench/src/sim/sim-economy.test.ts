import { describe, expect, it } from 'vitest';
import { PROMOTIONS_LEVEL } from '@rol/rules/economy/promotions-gate';
import { SIM_RESOURCES } from './sim-model.ts';
import { economyBands, economyMarkdown, economySummary } from './sim-economy-report.ts';
import { runPlayer } from './sim-player.ts';

describe('the economy in the balance simulation', () => {
  it('books every change of a balance: sources minus sinks equal the balances at the end', () => {
    for (const profile of ['free', 'paying'] as const) {
      // Stair 25: past level 5, where the free promotions open (below it the player takes none).
      const run = runPlayer({ worldSeed: 7, playerSeed: 3, targetStair: 25, maxLossesInRow: 30, profile });
      for (const resource of SIM_RESOURCES) {
        const booked = Object.values(run.economy.flows[resource]).reduce((a, b) => a + b, 0);
        expect(booked, `${profile} ${resource}`).toBe(run.economy.balances[resource]);
      }
      expect(run.economy.flows.TICKETS.ads, profile).toBeGreaterThan(0);
      expect(run.economy.flows.MITHRIL.purchases !== undefined, profile).toBe(profile === 'paying');
    }
  });

  it('takes no free promotion below the promotions level, as the server refuses them', () => {
    const run = runPlayer({ worldSeed: 7, playerSeed: 3, targetStair: 3, maxLossesInRow: 30, profile: 'free' });
    expect(run.level).toBeLessThan(PROMOTIONS_LEVEL);
    const free = ['wheel', 'ads', 'campaigns', 'delayed chest', 'chests by gems spent'];
    const taken = SIM_RESOURCES.flatMap((r) => Object.keys(run.economy.flows[r])).filter((reason) => free.includes(reason));
    expect(taken).toEqual([]);
  });

  it('stays within its bands for a free player over two game days and a paying one to stair 500', () => {
    const options = { worldSeed: 1, playerSeed: 1, targetStair: 500, maxLossesInRow: 30 };
    const free = economySummary('free', [runPlayer({ ...options, maxDays: 2, profile: 'free' })]);
    const paying = economySummary('paying', [runPlayer({ ...options, profile: 'paying' })]);
    expect(free.days).toBeGreaterThanOrEqual(2);
    const failed = economyBands(free, paying).filter((band) => !band.pass);
    expect(failed, economyMarkdown(free, paying).join('\n')).toEqual([]);
  }, 180_000);
});
