import { describe, expect, it } from 'vitest';
import { isReservedName, nameSkeleton } from './name-skeleton.ts';

describe('name skeletons', () => {
  it('match names that differ by look-alike letters of another script, digits for letters or case', () => {
    expect(nameSkeleton('Vаsуa')).toBe(nameSkeleton('Vasya')); // Cyrillic а and у
    expect(nameSkeleton('ADM1N')).toBe(nameSkeleton('admin'));
    expect(nameSkeleton('МОДЕРАТОР')).toBe(nameSkeleton('MoдepaTop')); // Latin M, o, e, p, a, T
    expect(nameSkeleton('Vasya')).not.toBe(nameSkeleton('Vasyan'));
    expect(nameSkeleton('Вася')).not.toBe(nameSkeleton('Petya'));
  });

  it('recognise reserved staff words in either language, alone, first or last', () => {
    for (const name of ['Support', 'Поддержка', 'Moderator', 'Administrator', 'Ѕupp0rt', 'Admin_Vasya', 'VasyaAdmin', 'модер 7', 'Служба поддержки'])
      expect(isReservedName(name), name).toBe(true);
    for (const name of ['Vasya', 'Badminton', 'Герой', 'Supper']) expect(isReservedName(name), name).toBe(false);
  });

  it('fold full-width letters, superscripts and other compatibility forms first (NFKC)', () => {
    for (const name of ['Ａｄｍｉｎ', 'ａｄｍｉｎ', 'ᴬᵈᵐⁱⁿ', 'ＳＵＰＰＯＲＴ']) expect(isReservedName(name), name).toBe(true);
    expect(nameSkeleton('ｖａｓｙａ')).toBe(nameSkeleton('Vasya'));
  });
});
