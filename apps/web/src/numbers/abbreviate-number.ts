/** §9 number abbreviations: each suffix is a thousand times the previous one. */
export const NUMBER_SUFFIXES = ['k', 'M', 'G', 'T', 'P', 'E', 'S', 'Y', 'R', 'Q', 'F', 'D', 'A'] as const;

/** §9: numbers above 9999 shorten. */
export const ABBREVIATE_ABOVE = 9999;

/**
 * Shortens a number for the HUD: 9999 → "9999", 10000 → "10k", 12345 → "12.3k", 1500000 → "1.5M".
 * Digits are cut, never rounded up, so the text never shows more than the player has.
 * One decimal is kept below 100 of a unit; the sign is kept; non-finite values show as "0".
 */
export function abbreviateNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  let rest = Math.trunc(Math.abs(value));
  if (rest <= ABBREVIATE_ABOVE) return `${sign}${rest}`;

  let suffixIndex = -1;
  let scaled = rest;
  while (scaled >= 1000 && suffixIndex < NUMBER_SUFFIXES.length - 1) {
    scaled /= 1000;
    suffixIndex += 1;
  }
  rest = scaled;
  const suffix = NUMBER_SUFFIXES[suffixIndex] ?? '';
  // The epsilon absorbs binary fractions (5e39 / 1000 ** 13 is 4.999…).
  const digits = rest < 100 ? Math.floor(rest * 10 + 1e-6) / 10 : Math.floor(rest + 1e-9);
  const text = Number.isInteger(digits) ? String(digits) : digits.toFixed(1);
  return `${sign}${text}${suffix}`;
}
