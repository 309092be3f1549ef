import { describe, expect, it } from 'vitest';
import { leagueOf } from '@rol/rules/arena/leagues';
import { FREE_TRIES_PER_DAY } from '@rol/rules/arena/tries';
import type { HeroLoadout } from '@rol/rules/battle/combatants';
import { arenaMarkdown, runArena, type ArenaEntrant } from './sim-arena.ts';
import type { PlayerRun } from './sim-player.ts';

const hero = (id: number, level: number): HeroLoadout => ({
  id,
  warriorClass: 'human',
  imageId: 'sim_human',
  level,
  rank: 1,
  forces: [],
  artifacts: [],
  skills: [],
});

/** A run that only carries what the arena reads: the seed and the squads by day. */
function run(playerSeed: number, level: number, days: number): PlayerRun {
  const squad = [hero(1, level), hero(2, level), hero(3, level)];
  return { playerSeed, days: Array.from({ length: days }, () => ({ level, squad })) } as unknown as PlayerRun;
}

describe('balance simulation: the arena', () => {
  const config = { residents: 60, residentDays: 4, days: 4 };
  const entrants: ArenaEntrant[] = [
    { label: 'strong', run: run(1, 40, 8) },
    { label: 'weak', run: run(2, 8, 8) },
    { label: 'too young', run: run(3, 5, 8) },
  ];

  it('lets the players climb the ladder by their strength, within their free tries, deterministically', () => {
    const result = runArena(entrants, config);
    expect(runArena(entrants, config)).toEqual(result);
    const [strong, weak, young] = result.standings;
    // Below the arena's level a player never enters.
    expect(young).toMatchObject({ joinedDay: null, seat: null, league: null, attacks: 0 });
    expect(result.seats).toBe(config.residents + 2);
    for (const s of [strong, weak]) {
      expect(s?.joinedDay).toBe(1);
      expect(s?.attacks).toBeLessThanOrEqual(FREE_TRIES_PER_DAY * config.days);
      expect(s?.league).toBe(leagueOf(s?.seat ?? 0));
    }
    expect(strong?.seat).not.toBe(weak?.seat);
    // The strong squad beats everyone and takes the first seat; the weak one stops below it.
    expect(strong?.seat).toBe(1);
    expect(weak?.seat ?? 0).toBeGreaterThan(1);
    expect(weak?.wins ?? 0).toBeLessThan(weak?.attacks ?? 0);
  });

  it('reports the leagues by player profile', () => {
    const lines = arenaMarkdown(runArena(entrants, config)).join('\n');
    expect(lines).toContain('## Arena: leagues after 4 days');
    expect(lines).toMatch(/\| strong \| (\d|·)/);
    expect(lines).toContain('| too young |');
  });
});
