import { describe, expect, it } from 'vitest';
import { bothLangsI18n } from '../i18n/test-i18n.ts';
import { durationParts, durationText } from './duration-text.ts';

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
    const ru = bothLangsI18n('ru');
    const en = bothLangsI18n('en');
    expect(durationText(5_400_000, (k, p) => en.t(k, p))).toBe('1 h 30 min');
    expect(durationText(90_000, (k, p) => ru.t(k, p))).toBe('2 мин');
  });
});
