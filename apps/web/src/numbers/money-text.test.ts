import { describe, expect, it } from 'vitest';
import { moneyAmountText } from './money-text.ts';

describe('moneyAmountText', () => {
  it("writes whole prices without decimals, in the language's own grouping", () => {
    expect(moneyAmountText(4_900, 100, 'ru')).toBe('49');
    expect(moneyAmountText(149_000, 100, 'ru')).toBe('1\u00a0490');
    expect(moneyAmountText(149_000, 100, 'en')).toBe('1,490');
    expect(moneyAmountText(25, 1, 'en')).toBe('25');
  });

  it("keeps two decimals where there are any, with the language's separator", () => {
    expect(moneyAmountText(99, 100, 'en')).toBe('0.99');
    expect(moneyAmountText(99, 100, 'ru')).toBe('0,99');
    expect(moneyAmountText(1_950, 100, 'ru')).toBe('19,50');
  });
});
