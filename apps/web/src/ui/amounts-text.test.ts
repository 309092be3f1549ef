import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n.ts';
import { amountsText } from './amounts-text.ts';

describe('amounts text', () => {
  it('names each resource with its abbreviated amount, skipping zeros', () => {
    const en = createI18n('en');
    expect(amountsText({ MITHRIL: 5, GOLD: 12_345, ELIXIR: 0 }, (k) => en.t(k))).toBe(
      '12.3k gold, 5 emeralds',
    );
    expect(amountsText({}, (k) => en.t(k))).toBe('');
  });
});
