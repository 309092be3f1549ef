import { describe, expect, it } from 'vitest';
import { bankCurrency, GEM_PACKS, gemPackOf, paidPack, priceText } from './gem-packs.ts';

describe('gem packs', () => {
  it('has unique ids, growing gems and prices in every currency', () => {
    expect(new Set(GEM_PACKS.map((pack) => pack.id)).size).toBe(GEM_PACKS.length);
    for (let i = 1; i < GEM_PACKS.length; i += 1) {
      expect(GEM_PACKS[i]!.gems).toBeGreaterThan(GEM_PACKS[i - 1]!.gems);
      expect(GEM_PACKS[i]!.prices.RUB).toBeGreaterThan(GEM_PACKS[i - 1]!.prices.RUB);
    }
    for (const pack of GEM_PACKS) expect(pack.bonus).toBeLessThan(pack.gems);
  });

  it('charges mystore in roubles unless dollars or euros, Telegram in Stars', () => {
    expect(bankCurrency('mystore', 'usd')).toBe('USD');
    expect(bankCurrency('mystore', 'EUR')).toBe('EUR');
    expect(bankCurrency('mystore', 'KZT')).toBe('RUB');
    expect(bankCurrency('mystore', null)).toBe('RUB');
    expect(bankCurrency('own', undefined)).toBe('RUB');
    expect(bankCurrency('ya', 'USD')).toBe('RUB');
    expect(bankCurrency('tg', 'USD')).toBe('XTR');
    expect(bankCurrency('vk', 'RUB')).toBe('VOTE');
  });

  it('prices VK packs in votes (7 roubles a vote) at no more than their rouble price', () => {
    for (const pack of GEM_PACKS) {
      expect(pack.prices.VOTE * 7 * 100).toBeLessThanOrEqual(pack.prices.RUB);
      expect(pack.prices.VOTE * 7 * 100).toBeGreaterThan(pack.prices.RUB * 0.95);
    }
    expect(priceText(gemPackOf('gems_110')!, 'VOTE')).toBe('14');
  });

  it('writes prices in major units and matches a paid amount to its pack', () => {
    const pack = gemPackOf('gems_50')!;
    expect(priceText(pack, 'RUB')).toBe('49.00');
    expect(priceText(pack, 'USD')).toBe('0.99');
    expect(priceText(pack, 'XTR')).toBe('25');
    expect(paidPack('gems_50', 'RUB', 4_900)).toBe(pack);
    expect(paidPack('gems_50', 'RUB', 4_899)).toBeNull();
    expect(paidPack('nope', 'RUB', 10_000_000)).toBeNull();
  });
});
