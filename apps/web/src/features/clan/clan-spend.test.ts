import { describe, expect, it } from 'vitest';
import { bothLangsI18n } from '../../i18n/test-i18n.ts';
import { costText, treasuryShortfall } from './clan-panels.tsx';

describe('treasuryShortfall', () => {
  it('is empty when the treasury pays the whole price', () => {
    expect(treasuryShortfall({ gold: 20_000, redCrystal: 20 }, { gold: 20_000, redCrystal: 20 })).toEqual({});
    expect(treasuryShortfall({ gold: 5 }, { gold: 0, redCrystal: undefined })).toEqual({});
  });

  it('names what each short resource lacks, an empty treasury the whole price', () => {
    expect(treasuryShortfall({}, { gold: 20_000, redCrystal: 20 })).toEqual({ gold: 20_000, redCrystal: 20 });
    expect(treasuryShortfall({ gold: 19_000, redCrystal: 30 }, { gold: 20_000, redCrystal: 20 })).toEqual({ gold: 1_000 });
  });
});

describe('costText', () => {
  it('writes amounts in each language’s number and plural forms', () => {
    const ru = bothLangsI18n('ru');
    const en = bothLangsI18n('en');
    const tr = (key: string, options: { count: number; amount: string }) => ru.t(key, options);
    const te = (key: string, options: { count: number; amount: string }) => en.t(key, options);
    // Russian groups thousands with a no-break space.
    expect(costText(tr, { gold: 20_000, redCrystal: 20 }, 'ru').replace(/\s/g, ' ')).toBe('20 000 золота, 20 красных кристаллов');
    expect(costText(tr, { redCrystal: 2 }, 'ru')).toBe('2 красных кристалла');
    expect(costText(te, { gold: 20_000, redCrystal: 1 }, 'en')).toBe('20,000 gold, 1 red crystal');
    expect(costText(te, { gold: 0 }, 'en')).toBe('');
  });
});
