/**
 * Characters no name (a nickname, a clan name) may hold: they show as nothing or turn the text
 * around, so a name could pass for another or hide what it says. Unicode format controls (Cf: the
 * bidi embeddings, overrides and isolates such as U+202E, zero-width spaces and joiners, the soft
 * hyphen, the word joiner, the byte-order mark, tag characters), controls (Cc), surrogates and
 * private-use characters, line and paragraph separators, blanks other than the plain space
 * (no-break, en, em, ideographic spaces …), and the invisible letters and marks (Hangul fillers,
 * the combining grapheme joiner, Khmer inherent vowels, Mongolian free variation selectors,
 * variation selectors, the Braille blank, musical invisible symbols).
 */
const INVISIBLE_CLASSES = /[\p{Cf}\p{Cc}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/u;
/** Code point ranges of the blanks and the invisible letters and marks (inclusive). */
const INVISIBLE_RANGES: readonly (readonly [number, number])[] = [
  [0x00a0, 0x00a0], // no-break space
  [0x034f, 0x034f], // combining grapheme joiner
  [0x115f, 0x1160], // Hangul choseong and jungseong fillers
  [0x1680, 0x1680], // Ogham space mark
  [0x17b4, 0x17b5], // Khmer inherent vowels
  [0x180b, 0x180f], // Mongolian free variation selectors and vowel separator
  [0x2000, 0x200a], // en quad … hair space
  [0x202f, 0x202f], // narrow no-break space
  [0x205f, 0x205f], // medium mathematical space
  [0x2800, 0x2800], // Braille pattern blank
  [0x3000, 0x3000], // ideographic space
  [0x3164, 0x3164], // Hangul filler
  [0xfe00, 0xfe0f], // variation selectors
  [0xffa0, 0xffa0], // half-width Hangul filler
  [0x1d159, 0x1d159], // musical symbol null notehead
  [0x1d173, 0x1d17a], // musical beam and phrase controls
  [0xe0100, 0xe01ef], // variation selectors supplement
];

/** Whether `name` holds an invisible or direction-changing character (see above). */
export function hasInvisibleCharacters(name: string): boolean {
  if (INVISIBLE_CLASSES.test(name)) return true;
  for (const char of name) {
    const code = char.codePointAt(0)!;
    if (INVISIBLE_RANGES.some(([from, to]) => code >= from && code <= to)) return true;
  }
  return false;
}

/**
 * A name as the staff-word and look-alike checks see it: Unicode compatibility forms folded
 * (NFKC), so full-width `Ａｄｍｉｎ`, small capitals and superscripts `ᴬᵈᵐⁱⁿ`, and ligatures read as
 * the letters they show.
 */
export function foldedName(name: string): string {
  return name.normalize('NFKC');
}
