import { describe, expect, it } from 'vitest';
import { artifactEffects, isAmulet, isVipIdentifier, ARTIFACTS, type ArtifactId } from './artifacts.ts';
import { isPremiumCreature } from './premium-creatures.ts';

describe('artifacts (§3, §5)', () => {
  it('treats exactly the non-stat effect types as amulets', () => {
    expect(isAmulet('bronze_sword')).toBe(false);
    expect(isAmulet('warrior_belt')).toBe(false);
    expect(isAmulet('life_ring')).toBe(false);
    expect(isAmulet('wooden_shield')).toBe(false);
    for (const id of [
      'koschey_needle',
      'gorgon_eye',
      'inkub_amulet',
      'sukkub_amulet',
      'witch_amulet',
      'shadow_cloak',
    ] as const) {
      expect(isAmulet(id), id).toBe(true);
    }
  });

  it('recognises the vip_ prefix', () => {
    expect(isVipIdentifier('vip_aegis')).toBe(true);
    expect(isVipIdentifier('aegis_vip')).toBe(false);
    expect(Object.keys(ARTIFACTS).some(isVipIdentifier)).toBe(true);
  });

  it('grows with the level and stops at the max level', () => {
    const at1 = artifactEffects('bronze_sword', 1)[0]?.value ?? 0;
    const at5 = artifactEffects('bronze_sword', 5)[0]?.value ?? 0;
    const atMax = artifactEffects('bronze_sword', ARTIFACTS.bronze_sword.maxLevel)[0]?.value;
    expect(at5).toBeGreaterThan(at1);
    expect(artifactEffects('bronze_sword', 999)[0]?.value).toBe(atMax);
    for (const id of Object.keys(ARTIFACTS) as ArtifactId[])
      expect(artifactEffects(id, 1).length).toBeGreaterThan(0);
  });
});

describe('premium creatures (§5)', () => {
  it('follows the image id rule and the premium list', () => {
    expect(isPremiumCreature('dragon_ob')).toBe(true);
    expect(isPremiumCreature('db3_angel')).toBe(true);
    expect(isPremiumCreature('ark_guardian')).toBe(true);
    expect(isPremiumCreature('hero_knight_m')).toBe(false);
    expect(isPremiumCreature('ob_dragon')).toBe(false);
    expect(isPremiumCreature('x', ['x'])).toBe(true);
  });
});
