import { describe, expect, it } from 'vitest';
import { bothLangsI18n } from '../../i18n/test-i18n.ts';
import { balanceShortfall, balanceShortfallText } from './balance-shortfall.ts';

describe('balanceShortfall', () => {
  it('is empty when every balance of the price is held', () => {
    expect(balanceShortfall({ gold: 1000 }, { gold: 1000 })).toEqual({});
    expect(balanceShortfall({ caviar: 4 }, { caviar: 9, gold: 0 })).toEqual({});
  });

  it('names what each short balance lacks, the sides’ points included', () => {
    expect(balanceShortfall({ gold: 1000 }, { gold: 300 })).toEqual({ gold: 700 });
    expect(balanceShortfall({ goodPoints: 40, gold: 10 }, { goodPoints: 35 })).toEqual({ goodPoints: 5, gold: 10 });
  });

  it('counts emeralds as the server charges them, less the bonus status’s discount', () => {
    // 20,000 bonus points: the brilliant status, 10 % off the shops' emerald prices.
    expect(balanceShortfall({ mithril: 100 }, { mithril: 90, bonusPoints: 20_000 })).toEqual({});
    expect(balanceShortfall({ mithril: 100 }, { mithril: 90, bonusPoints: 0 })).toEqual({ mithril: 10 });
  });
});

describe('balanceShortfallText', () => {
  it('says what is missing in Russian and English; nothing when nothing is', () => {
    const ru = bothLangsI18n('ru');
    const en = bothLangsI18n('en');
    const tr = (key: string, options?: Record<string, unknown>) => ru.t(key, options ?? {});
    const te = (key: string, options?: Record<string, unknown>) => en.t(key, options ?? {});
    expect(balanceShortfallText({ gold: 700 }, tr)).toBe('Не хватает: 700 золота');
    expect(balanceShortfallText({ gold: 700, goodPoints: 5 }, te)).toBe('Missing: 700 gold, 5 good points');
    expect(balanceShortfallText({}, te)).toBeNull();
  });
});
