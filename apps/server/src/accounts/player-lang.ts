/** A `lang` value (`ru`, `EN`, `en-GB`, …) as the player's language, or null when it names neither. */
export function playerLangOf(value: string | undefined | null): 'RU' | 'EN' | null {
  if (!value) return null;
  if (/^en/i.test(value)) return 'EN';
  if (/^ru/i.test(value)) return 'RU';
  return null;
}
