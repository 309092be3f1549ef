/** §9: the first 3 theme changes are free, then each costs 250 emeralds (gems) of the clan's treasury. */
export const CLAN_THEMES = 8;
export const FREE_THEME_CHANGES = 3;
export const THEME_CHANGE_GEMS = 250;

/** The gems the next change costs after `changesMade` changes. */
export function themeChangePrice(changesMade: number): number {
  return changesMade < FREE_THEME_CHANGES ? 0 : THEME_CHANGE_GEMS;
}
