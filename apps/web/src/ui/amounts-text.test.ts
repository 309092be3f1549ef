import { describe, expect, it } from 'vitest';
import { RESOURCE_KINDS } from '@rol/rules/content/resources';
import { MISSING_TEXT } from '../i18n/i18n.ts';
import { bothLangsI18n } from '../i18n/test-i18n.ts';
import { amountsText, pluralCount, resourceAmountText } from './amounts-text.ts';

const ru = bothLangsI18n('ru');
const en = bothLangsI18n('en');

describe('amounts text', () => {
  it('names each resource with its abbreviated amount, skipping zeros', () => {
    expect(amountsText({ MITHRIL: 5, GOLD: 12_345, ELIXIR: 0 }, en.t)).toBe('12.3k gold, 5 emeralds');
    expect(amountsText({ MITHRIL: 1, CRYSTAL: 1 }, en.t)).toBe('1 crystal, 1 emerald');
    expect(amountsText({}, en.t)).toBe('');
  });

  it('puts Russian resource names in the plural form the amount asks for', () => {
    expect(amountsText({ GOLD: 4 }, ru.t)).toBe('4 золота');
    expect(amountsText({ GOLD: 1, CRYSTAL: 1 }, ru.t)).toBe('1 золото, 1 кристалл');
    expect(amountsText({ CRYSTAL: 3, MITHRIL: 25 }, ru.t)).toBe('3 кристалла, 25 изумрудов');
    expect(amountsText({ SULFUR: 11, TICKETS: 21, EVENT_CURRENCY: 5 }, ru.t)).toBe(
      '11 аметистов, 21 билет, 5 тыкв',
    );
    expect(amountsText({ CAVIAR: 2, ELIXIR: 7 }, ru.t)).toBe('7 эликсира, 2 икры');
  });

  it('takes the form of "many" after an abbreviated amount', () => {
    expect(pluralCount(12_345)).toBe(1000);
    expect(pluralCount(9999)).toBe(9999);
    expect(resourceAmountText('CRYSTAL', 10_001, ru.t)).toBe('10k кристаллов');
    expect(resourceAmountText('CRYSTAL', 21_000, en.t)).toBe('21k crystals');
  });

  it('has every resource in both languages', () => {
    for (const kind of RESOURCE_KINDS) {
      for (const amount of [1, 2, 5, 1.5e4]) {
        expect(resourceAmountText(kind, amount, ru.t), kind).not.toContain(MISSING_TEXT);
        expect(resourceAmountText(kind, amount, en.t), kind).not.toContain(MISSING_TEXT);
      }
    }
  });
});
