import { hasInvisibleCharacters } from '../name-characters.ts';

/** §5 and §9 limits of clans. */
export const CLAN_NAME_MAX = 40;
export const CLAN_ADVERTISEMENT_MAX = 180;
export const CLAN_ABOUT_MAX = 1000;
/** Members of a level-1 clan; each clan level adds CLAN_MEMBERS_PER_LEVEL places. */
export const CLAN_BASE_MEMBERS = 20;
export const CLAN_MEMBERS_PER_LEVEL = 2;
/** History and member pages. */
export const CLAN_LOG_PAGE_SIZE = 20;
export const CLAN_RATING_PAGE_SIZE = 100;

export type ClanNameProblem = 'EMPTY' | 'TOO_LONG' | 'INVALID';

/**
 * A clan name, trimmed and with inner runs of spaces folded; null problem when it is valid. No
 * invisible or direction-changing character (INVALID), checked before the folding, which would
 * turn some of them (odd blanks, the byte-order mark) into plain spaces.
 */
export function normalizeClanName(raw: string): { name: string; problem: ClanNameProblem | null } {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name.length === 0) return { name, problem: 'EMPTY' };
  if ([...name].length > CLAN_NAME_MAX) return { name, problem: 'TOO_LONG' };
  if (hasInvisibleCharacters(raw)) return { name, problem: 'INVALID' };
  return { name, problem: null };
}

/** The member limit of a clan of `level`. */
export function memberLimit(level: number): number {
  return CLAN_BASE_MEMBERS + CLAN_MEMBERS_PER_LEVEL * Math.max(0, level - 1);
}

/** The clan's level: 1 plus the levels of its completed buildings. */
export function clanLevelOf(buildingLevels: readonly number[]): number {
  return 1 + buildingLevels.reduce((sum, level) => sum + level, 0);
}
