import { describe, expect, it } from 'vitest';
import { en as enTexts } from '../i18n/en.ts';
import { createI18n } from '../i18n/i18n.ts';
import { ru as ruTexts } from '../i18n/ru.ts';
import { durationParts, durationText } from './duration-text.ts';

/** Both languages' texts (the app loads English only when it is chosen). */
const messages = { ru: ruTexts, en: enTexts };

describe('duration text (§9)', () => {
  it('switches at 60 s, 3600 s and 259200 s', () => {
    expect(durationParts(59_000)).toEqual({ unit: 'seconds', value: 59 });
    expect(durationParts(60_000)).toEqual({ unit: 'minutes', value: 1 });
    expect(durationParts(3_599_000)).toEqual({ unit: 'minutes', value: 60 });
    expect(durationParts(3_600_000)).toEqual({ unit: 'hours', hours: 1, minutes: 0 });
    expect(durationParts(259_199_000)).toEqual({ unit: 'hours', hours: 71, minutes: 59 });
    expect(durationParts(259_200_000)).toEqual({ unit: 'days', value: 3 });
  });

  it('never shows a negative or broken time', () => {
    expect(durationParts(-5)).toEqual({ unit: 'seconds', value: 0 });
    expect(durationParts(Number.NaN)).toEqual({ unit: 'seconds', value: 0 });
    expect(durationParts(1)).toEqual({ unit: 'seconds', value: 1 });
  });

  it('reads in both languages', () => {
    const ru = createI18n('ru', { messages });
    const en = createI18n('en', { messages });
    expect(durationText(5_400_000, (k, p) => en.t(k, p))).toBe('1 h 30 min');
    expect(durationText(90_000, (k, p) => ru.t(k, p))).toBe('2 мин');
  });
});
