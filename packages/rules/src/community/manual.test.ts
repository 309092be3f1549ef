import { describe, expect, it } from 'vitest';
import { FORCES } from '../content/forces.ts';
import { describeEffect } from './effect-text.ts';
import { forceManual, forceShortDescription, MANUAL_PAGES, manualPage } from './manual.ts';

describe('the manual', () => {
  it('describes effects in Russian and English from their numbers', () => {
    const poison = { kind: 'poison', value: 2, op: 'add', duration: 3, target: 'enemy', trigger: 'onHit', chance: 0.3 } as const;
    expect(describeEffect(poison, 'en')).toBe('poison +2, on a blow dealt, on the enemy, chance 30 %, 3 rounds');
    expect(describeEffect(poison, 'ru')).toBe('яд +2, при ударе, на врага, шанс 30 %, 3 раунда');
    expect(describeEffect({ ...poison, duration: 5 }, 'ru')).toContain('5 раундов');
  });

  it('has a page per table and a text for every force, at every rank', () => {
    for (const id of MANUAL_PAGES) for (const lang of ['ru', 'en'] as const) expect(manualPage(id, lang).entries.length).toBeGreaterThan(0);
    for (const id of Object.keys(FORCES) as (keyof typeof FORCES)[]) {
      expect(forceShortDescription(id, 'ru')).not.toBe('');
      expect(forceManual(id, 'en')?.ranks).toHaveLength(FORCES[id].maxRank);
    }
    expect(forceManual('nope', 'en')).toBeNull();
  });
});
