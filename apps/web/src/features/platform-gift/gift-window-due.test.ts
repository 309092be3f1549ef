import { describe, expect, it } from 'vitest';
import { giftWindowDue } from './gift-window-due.ts';

const gift = { family: 'foto', gems: 30 };

describe('giftWindowDue', () => {
  it('waits while a newcomer chooses a hero, loads or watches the opening story', () => {
    for (const scene of [null, 'CharacterSelection', 'Cutscene', 'BattleLoading', 'Battle'] as const)
      expect(giftWindowDue(gift, scene, 0), String(scene)).toBe(false);
  });

  it('opens on the road once no other window is over it', () => {
    expect(giftWindowDue(gift, 'Road', 1)).toBe(false);
    expect(giftWindowDue(gift, 'Road', 0)).toBe(true);
  });

  it('never without a gift (none given, or its window already closed)', () => {
    expect(giftWindowDue(null, 'Road', 0)).toBe(false);
  });
});
