import { describe, expect, it } from 'vitest';
import { mailPartners } from './messages-player.ts';

const players = (ids: number[]) => ids.map((playerId) => ({ token: `t${playerId}`, playerId }));

describe('mailPartners', () => {
  it('pairs the players two by two, each writing to the other', () => {
    expect([...mailPartners(players([11, 12, 13, 14]))]).toEqual([
      [11, 12],
      [12, 11],
      [13, 14],
      [14, 13],
    ]);
  });

  it('lets an odd last player write to the first, and a lone player to nobody', () => {
    expect(mailPartners(players([1, 2, 3])).get(3)).toBe(1);
    expect(mailPartners(players([7])).size).toBe(0);
  });
});
