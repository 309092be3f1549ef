import { describe, expect, it, vi } from 'vitest';
import { en } from './en.ts';
import { createI18n, MISSING_TEXT } from './i18n.ts';
import { ru } from './ru.ts';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf key path, plural forms folded into their base key. */
function keyPaths(value: unknown, prefix = ''): Set<string> {
  const paths = new Set<string>();
  if (typeof value !== 'object' || value === null) {
    paths.add(prefix.replace(PLURAL_SUFFIX, ''));
    return paths;
  }
  for (const [key, child] of Object.entries(value)) {
    for (const path of keyPaths(child, prefix ? `${prefix}.${key}` : key)) paths.add(path);
  }
  return paths;
}

describe('translations', () => {
  it('have the same keys in Russian and English', () => {
    const ruKeys = keyPaths(ru);
    const enKeys = keyPaths(en);
    expect([...ruKeys].filter((k) => !enKeys.has(k)), 'keys only in ru').toEqual([]);
    expect([...enKeys].filter((k) => !ruKeys.has(k)), 'keys only in en').toEqual([]);
  });

  it('have no empty texts and the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const ruI18n = createI18n('ru');
    const enI18n = createI18n('en');
    for (const key of keyPaths(ru)) {
      const ruText = ruI18n.getResource('ru', 'translation', key) as string;
      const enText = enI18n.getResource('en', 'translation', key) as string;
      expect(ruText.trim().length, key).toBeGreaterThan(0);
      expect(enText.trim().length, key).toBeGreaterThan(0);
      expect(placeholders(enText), key).toEqual(placeholders(ruText));
    }
  });

  it('translate with interpolation in both languages', () => {
    expect(createI18n('ru').t('loading.progress', { percent: 42 })).toBe('загрузка 42%');
    expect(createI18n('en').t('loading.progress', { percent: 42 })).toBe('loading 42%');
  });

  it('show question marks and log an error for a missing key', () => {
    const log = vi.fn();
    const i18n = createI18n('en', log);
    expect(i18n.t('no.such.key')).toBe(MISSING_TEXT);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('no.such.key'));
  });
});
