import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NUMBER_SUFFIXES, abbreviateNumber } from './abbreviate-number.ts';

describe('abbreviateNumber', () => {
  it('keeps numbers up to 9999 as they are', () => {
    expect(abbreviateNumber(0)).toBe('0');
    expect(abbreviateNumber(7)).toBe('7');
    expect(abbreviateNumber(9999)).toBe('9999');
    expect(abbreviateNumber(-9999)).toBe('-9999');
    expect(abbreviateNumber(12.9)).toBe('12');
  });

  it('shortens numbers above 9999 with k, M, G…', () => {
    expect(abbreviateNumber(10000)).toBe('10k');
    expect(abbreviateNumber(12345)).toBe('12.3k');
    expect(abbreviateNumber(99999)).toBe('99.9k');
    expect(abbreviateNumber(100000)).toBe('100k');
    expect(abbreviateNumber(999999)).toBe('999k');
    expect(abbreviateNumber(1_000_000)).toBe('1M');
    expect(abbreviateNumber(1_500_000)).toBe('1.5M');
    expect(abbreviateNumber(2_000_000_000)).toBe('2G');
    expect(abbreviateNumber(3e12)).toBe('3T');
    expect(abbreviateNumber(-25_000)).toBe('-25k');
  });

  it('walks the whole suffix list in order', () => {
    NUMBER_SUFFIXES.forEach((suffix, i) => {
      expect(abbreviateNumber(50 * 1000 ** (i + 1))).toBe(`50${suffix}`);
    });
    expect(abbreviateNumber(5 * 1000 ** 14)).toBe('5000A');
    expect(abbreviateNumber(5 * 1000 ** 13)).toBe('5A');
  });

  it('treats non-finite values as zero', () => {
    expect(abbreviateNumber(Number.NaN)).toBe('0');
    expect(abbreviateNumber(Number.POSITIVE_INFINITY)).toBe('0');
  });

  it('never shows more than the value and stays short', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const text = abbreviateNumber(n);
        expect(text.length).toBeLessThanOrEqual(5);
        const suffix = text.replace(/[\d.]/g, '');
        const power = NUMBER_SUFFIXES.indexOf(suffix as (typeof NUMBER_SUFFIXES)[number]) + 1;
        expect(Number.parseFloat(text) * 1000 ** power).toBeLessThanOrEqual(n);
      }),
    );
  });
});
