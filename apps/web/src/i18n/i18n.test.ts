import { describe, expect, it, vi } from 'vitest';
import { en } from './en.ts';
import { createI18n, MISSING_TEXT } from './i18n.ts';
import { ru } from './ru.ts';

/** Both languages' texts (the app loads English only when it is chosen). */
const messages = { ru, en };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf key path with its text. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value !== 'object' || value === null) return found.set(prefix, String(value));
  for (const [key, child] of Object.entries(value)) {
    for (const [path, text] of leaves(child, prefix ? `${prefix}.${key}` : key)) found.set(path, text);
  }
  return found;
}

/** Every leaf key path, plural forms folded into their base key. */
function keyPaths(value: unknown): Set<string> {
  return new Set([...leaves(value).keys()].map((path) => path.replace(PLURAL_SUFFIX, '')));
}

/** The texts behind a key path: the text itself, or every plural form of it. */
function textsOf(messages: Map<string, string>, base: string): string[] {
  return [...messages].filter(([path]) => path.replace(PLURAL_SUFFIX, '') === base).map(([, text]) => text);
}

describe('translations', () => {
  it('have the same keys in Russian and English', () => {
    const ruKeys = keyPaths(ru);
    const enKeys = keyPaths(en);
    expect(
      [...ruKeys].filter((k) => !enKeys.has(k)),
      'keys only in ru',
    ).toEqual([]);
    expect(
      [...enKeys].filter((k) => !ruKeys.has(k)),
      'keys only in en',
    ).toEqual([]);
  });

  it('have no empty texts and the same placeholders in both languages', () => {
    const placeholders = (texts: string[]) =>
      [...new Set(texts.flatMap((text) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1])))].sort();
    const ruTexts = leaves(ru);
    const enTexts = leaves(en);
    for (const [key, text] of [...ruTexts, ...enTexts]) expect(text.trim().length, key).toBeGreaterThan(0);
    for (const key of keyPaths(ru)) {
      expect(placeholders(textsOf(enTexts, key)), key).toEqual(placeholders(textsOf(ruTexts, key)));
    }
  });

  it('have every plural form each language needs', () => {
    for (const [lang, messages] of [
      ['ru', leaves(ru)],
      ['en', leaves(en)],
    ] as const) {
      const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      const bases = new Set(
        [...messages.keys()].filter((p) => PLURAL_SUFFIX.test(p)).map((p) => p.replace(PLURAL_SUFFIX, '')),
      );
      for (const base of bases) {
        for (const form of needed)
          expect(messages.has(`${base}_${form}`), `${lang} ${base}_${form}`).toBe(true);
      }
    }
  });

  it('pick Russian and English plural forms by count', () => {
    const ruI18n = createI18n('ru', { messages });
    const enI18n = createI18n('en', { messages });
    const crystals = (i18n: typeof ruI18n, count: number) =>
      i18n.t('names.resourceAmount.CRYSTAL', { count, amount: String(count) });
    expect([1, 2, 5, 21, 22, 11].map((n) => crystals(ruI18n, n))).toEqual([
      '1 кристалл',
      '2 кристалла',
      '5 кристаллов',
      '21 кристалл',
      '22 кристалла',
      '11 кристаллов',
    ]);
    expect([1, 2].map((n) => crystals(enI18n, n))).toEqual(['1 crystal', '2 crystals']);
  });

  it('translate with interpolation in both languages', () => {
    expect(createI18n('ru', { messages }).t('loading.progress', { percent: 42 })).toBe('загрузка 42%');
    expect(createI18n('en', { messages }).t('loading.progress', { percent: 42 })).toBe('loading 42%');
  });

  it('show question marks and log an error for a missing key', () => {
    const log = vi.fn();
    const i18n = createI18n('en', { messages, logMissing: log });
    expect(i18n.t('no.such.key')).toBe(MISSING_TEXT);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('no.such.key'));
  });
});
