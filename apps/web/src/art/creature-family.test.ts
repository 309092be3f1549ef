import { afterEach, describe, expect, it, vi } from 'vitest';
import { WARRIOR_CLASSES, type WarriorClass } from '@rol/rules/content/warrior-classes';
import { MONSTERS } from '@rol/rules/content/monsters';
import { FAMILY_LOOKS, STANDING_SCALE, creatureFamily, type CreatureFamily } from './creature-family.ts';

afterEach(() => vi.restoreAllMocks());

describe('creature families', () => {
  it('give every warrior class a family', () => {
    for (const cls of Object.keys(WARRIOR_CLASSES) as WarriorClass[]) expect(FAMILY_LOOKS[creatureFamily(cls)]).toBeDefined();
  });

  it('differ in silhouette and in every colour from each other', () => {
    const looks = Object.values(FAMILY_LOOKS);
    for (const key of ['frame', 'rim', 'ink', 'disc'] as const) expect(new Set(looks.map((l) => l[key])).size).toBe(looks.length);
  });

  it('tell the road’s monsters apart: at least six families among them', () => {
    const families = new Set<CreatureFamily>(Object.values(MONSTERS).map((m) => creatureFamily(m.warriorClass)));
    expect(families.size).toBeGreaterThanOrEqual(6);
    expect(creatureFamily('beast')).toBe('beast');
    expect(creatureFamily('necro')).toBe(creatureFamily('undead'));
  });

  it('log an unknown class and draw it as folk', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(creatureFamily('kraken')).toBe('folk');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('stand elites and bosses taller than the rest', () => {
    expect(STANDING_SCALE.elite).toBeGreaterThan(STANDING_SCALE.usual);
    expect(STANDING_SCALE.boss).toBeGreaterThan(STANDING_SCALE.elite);
  });
});
