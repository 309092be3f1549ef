import { describe, expect, it } from 'vitest';
import { foldedName, hasInvisibleCharacters } from './name-characters.ts';

describe('characters no name holds', () => {
  it('refuses bidi controls, zero-width and other invisible characters, odd blanks', () => {
    const hidden = [
      '\u202E', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C', // direction
      '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u{E0041}', // zero-width, soft hyphen, tag
      '\u3164', '\u115F', '\u1160', '\uFFA0', '\u034F', '\u17B4', '\uFE0F', '\u2800', '\u180E', // invisible letters
      '\u00A0', '\u2003', '\u3000', '\u2028', '\u0007', '\uE000', '\uD800',
    ];
    for (const c of hidden) expect(hasInvisibleCharacters(`Va${c}sya`), c.codePointAt(0)!.toString(16)).toBe(true);
  });

  it('lets names of any script, digits, spaces and punctuation through', () => {
    for (const name of ['Vasya', 'Вася Пупкин', 'Jean-Luc', 'O’Neil', 'Zoë_7', '李小龍', 'محمد', 'שלום', 'Ａｄｍｉｎ'])
      expect(hasInvisibleCharacters(name), name).toBe(false);
  });

  it('folds compatibility forms', () => {
    expect(foldedName('Ａｄｍｉｎ')).toBe('Admin');
    expect(foldedName('ᴬᵈᵐⁱⁿ')).toBe('Admin');
    expect(foldedName('ﬁre')).toBe('fire');
    expect(foldedName('Вася')).toBe('Вася');
  });
});
