import { describe, expect, it } from 'vitest';
import { gemPackOf, packWheelTickets } from '@rol/rules/content/gem-packs';
import { BALANCES } from '@rol/rules/content/resources';
import { GOLDEN_TICKET_EMERALDS } from '@rol/rules/economy/bonus-status';
import { PROMOTIONS_LEVEL } from '@rol/rules/economy/promotions-gate';
import { BALANCE_OF_SIM } from './sim-balances.ts';
import { SIM_RESOURCES } from './sim-model.ts';
import { economyBands, economyMarkdown, economySummary } from './sim-economy-report.ts';
import { GEMS_PLUS, PAYING_PACK_ID } from './sim-economy.ts';
import { runPlayer } from './sim-player.ts';

describe('the economy in the balance simulation', () => {
  it('tracks every balance a player holds in the game', () => {
    expect(SIM_RESOURCES.map((r) => BALANCE_OF_SIM[r]).sort()).toEqual([...BALANCES].sort());
  });

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
      // A bonus point per gem bought, never spent; a golden ticket per 100 of them.
      const bought = run.economy.flows.MITHRIL.purchases ?? 0;
      expect(run.economy.flows.BONUS_POINTS, profile).toEqual(bought ? { purchases: bought } : {});
      expect(run.economy.flows.GOLDEN_TICKETS.purchases ?? 0, profile).toBe(Math.floor(bought / GOLDEN_TICKET_EMERALDS));
      // Each pack brings its wheel tickets, as the server credits them with the payment.
      const packs = bought / (gemPackOf(PAYING_PACK_ID)?.gems ?? 1);
      expect(run.economy.flows.TICKETS.purchases ?? 0, profile).toBe(packs * packWheelTickets(gemPackOf(PAYING_PACK_ID)?.gems ?? 0));
    }
  });

  it('books the far road’s balances: amethysts sold at the market, caviar turned into wheel tickets', () => {
    const run = runPlayer({ worldSeed: 1, playerSeed: 1, targetStair: 160, maxLossesInRow: 30, profile: 'free' });
    const { SULFUR, CAVIAR, EVENT_CURRENCY, GOOD_POINTS, EVIL_POINTS, SHADOW_POINTS } = run.economy.flows;
    expect(SULFUR.road).toBeGreaterThan(0);
    expect(SULFUR.market).toBeLessThan(0);
    expect(CAVIAR.road).toBeGreaterThan(0);
    expect((CAVIAR['portal shop'] ?? 0) + (CAVIAR.market ?? 0)).toBeLessThan(0);
    expect(run.economy.flows.TICKETS['portal shop']).toBeGreaterThan(0);
    expect(EVENT_CURRENCY.road).toBeGreaterThan(0);
    // The factions' and the shadow's points come only from the day's tasks 104, 105 and 107 and go
    // only to the faction shop (a run this short may not reach a pack's price: the full runs show the sink).
    for (const points of [GOOD_POINTS, EVIL_POINTS, SHADOW_POINTS]) {
      expect(points['daily tasks']).toBeGreaterThan(0);
      expect(-(points['faction shop'] ?? 0)).toBeLessThanOrEqual(points['daily tasks'] ?? 0);
      for (const reason of Object.keys(points)) expect(['daily tasks', 'faction shop']).toContain(reason);
    }
  }, 60_000);

  it('books the GEMS_PLUS_50 campaign’s half more on a pack bought while it runs', () => {
    const run = runPlayer({ worldSeed: 1, playerSeed: 1, targetStair: 200, maxLossesInRow: 30, profile: 'paying' });
    const bought = run.economy.flows.MITHRIL.purchases ?? 0;
    const plus = run.economy.flows.MITHRIL[GEMS_PLUS] ?? 0;
    expect(bought).toBeGreaterThan(0);
    expect(plus).toBeGreaterThan(0);
    expect(plus).toBeLessThan(bought);
  }, 60_000);

  it('takes no free promotion below the promotions level, as the server refuses them', () => {
    const run = runPlayer({ worldSeed: 7, playerSeed: 3, targetStair: 3, maxLossesInRow: 30, profile: 'free' });
    expect(run.level).toBeLessThan(PROMOTIONS_LEVEL);
    const free = ['wheel', 'ads', 'campaigns', 'delayed chest', 'chests by gems spent'];
    const taken = SIM_RESOURCES.flatMap((r) => Object.keys(run.economy.flows[r])).filter((reason) => free.includes(reason));
    expect(taken).toEqual([]);
  });

  it('stays within its bands for a free player over six game days and a paying one to stair 500', () => {
    const options = { worldSeed: 1, playerSeed: 1, targetStair: 500, maxLossesInRow: 30 };
    // Six days take the free player past stair 100, where caviar and every shop's lot come into play.
    const free = economySummary('free', [runPlayer({ ...options, maxDays: 6, profile: 'free' })]);
    const paying = economySummary('paying', [runPlayer({ ...options, profile: 'paying' })]);
    expect(free.days).toBeGreaterThanOrEqual(6);
    const failed = economyBands(free, paying).filter((band) => !band.pass);
    // The bands failed are the game's own gaps (docs/economy.md, "The economy in the balance
    // simulation"): the road alone never gives the 300 tokens of an Ark hero; and since the late
    // road is paced by rest (docs/road.md, "What the tension costs in time"), a player to stair 500
    // earns gold for weeks with nothing its hammers and level let it buy, so its gold piles up.
    // The factions' points, paid by daily tasks 104 and 105 and spent in the faction shop, are no
    // longer flagged.
    const gaps = 'EVENT_CURRENCY only accumulates';
    expect(
      failed.map((band) => (band.measured === gaps ? gaps : band.name)),
      economyMarkdown(free, paying).join('\n'),
    ).toEqual([gaps, 'paying player: gold at the end at most 1 day of gold income', gaps]);
  }, 180_000);
});
