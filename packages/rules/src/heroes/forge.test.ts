import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, type ArtifactId } from '../content/artifacts.ts';
import {
  artifactStatPoints,
  checkForge,
  FORGE_DAILY_LIMIT,
  forgeDay,
  REFORGE_SHARE,
  reforgeBonus,
} from './forge.ts';

describe('forge (§9 reforging gives 25 %)', () => {
  it('values an artifact in stat points by its effect type and effective level', () => {
    expect(artifactStatPoints('bronze_sword', 1)).toEqual({ attack: 4, defence: 0, health: 0 });
    expect(artifactStatPoints('knight_sword', 1)).toEqual({ attack: 16, defence: 0, health: 0 });
    expect(artifactStatPoints('wooden_shield', 3)).toEqual({ attack: 0, defence: 9, health: 0 });
    expect(artifactStatPoints('warrior_belt', 2)).toEqual({ attack: 4, defence: 4, health: 0 });
    expect(artifactStatPoints('life_ring', 10)).toEqual({ attack: 0, defence: 0, health: 120 });
    expect(artifactStatPoints('fire_amulet', 5)).toEqual({ attack: 10, defence: 10, health: 0 });
  });

  it('gives 25 % of each stat, rounded down', () => {
    expect(REFORGE_SHARE).toBe(0.25);
    expect(reforgeBonus('bronze_sword', 1)).toEqual({ attack: 1, defence: 0, health: 0 });
    expect(reforgeBonus('wooden_shield', 3)).toEqual({ attack: 0, defence: 2, health: 0 });
    expect(reforgeBonus('life_ring', 10)).toEqual({ attack: 0, defence: 0, health: 30 });
    const ids = Object.keys(ARTIFACTS) as ArtifactId[];
    fc.assert(
      fc.property(fc.constantFrom(...ids), fc.integer({ min: 1, max: 30 }), (id, level) => {
        const p = artifactStatPoints(id, level);
        const b = reforgeBonus(id, level);
        for (const k of ['attack', 'defence', 'health'] as const) {
          expect(b[k]).toBe(Math.floor(p[k] / 4));
          expect(b[k]).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('tires the blacksmith after 3 reforges a server day (from 00:00 Moscow, 21:00 UTC)', () => {
    expect(FORGE_DAILY_LIMIT).toBe(3);
    expect(checkForge(2)).toBeNull();
    expect(checkForge(3)).toBe('BLACKSMITH_TIRED');
    expect(forgeDay(Date.UTC(2024, 9, 28, 20, 59, 59))).not.toBe(forgeDay(Date.UTC(2024, 9, 28, 21, 0, 0)));
    expect(forgeDay(Date.UTC(2024, 9, 28, 21, 0, 0))).toBe(forgeDay(Date.UTC(2024, 9, 29, 20, 59, 59)));
  });
});
