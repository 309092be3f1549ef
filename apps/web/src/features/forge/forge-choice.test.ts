import { describe, expect, it } from 'vitest';
import type { ArtifactItemDto } from '@rol/protocol/hero-dto';
import { bonusParts, isTired, statsAfter, storageArtifacts } from './forge-choice.ts';

const item = (id: number, extra: Partial<ArtifactItemDto> = {}): ArtifactItemDto => ({
  id,
  artifactId: 'bronze_sword',
  effectType: 'attack',
  level: 1,
  amulet: false,
  vip: false,
  temporal: false,
  creatureId: null,
  reforgeBonus: { attack: 1, defence: 0, health: 0 },
  ...extra,
});

describe('forge choice', () => {
  it('takes only stored artifacts, reforgeable and stronger first', () => {
    const list = [
      item(1, { level: 2 }),
      item(2, { creatureId: 7 }),
      item(3, { temporal: true, level: 9 }),
      item(4, { level: 5 }),
    ];
    expect(storageArtifacts(list).map((a) => a.id)).toEqual([4, 1, 3]);
  });

  it('names the stats a reforge adds', () => {
    expect(bonusParts({ attack: 3, defence: 0, health: 6 })).toEqual([
      { stat: 'attack', value: 3 },
      { stat: 'health', value: 6 },
    ]);
    expect(bonusParts({ attack: 0, defence: 0, health: 0 })).toEqual([]);
  });

  it('shows the hero before and after', () => {
    expect(
      statsAfter({ attack: 12.4, defence: 8, maxHealth: 60 }, { attack: 3, defence: 0, health: 6 }),
    ).toEqual([
      { stat: 'attack', now: 12, after: 15 },
      { stat: 'defence', now: 8, after: 8 },
      { stat: 'health', now: 60, after: 66 },
    ]);
  });

  it('is tired at the daily limit', () => {
    expect(isTired({ countToday: 2, limit: 3 })).toBe(false);
    expect(isTired({ countToday: 3, limit: 3 })).toBe(true);
  });
});
