/** §6 access levels, lowest first. */
export const ACCESS_LEVELS = ['TRIAL', 'PLAYER', 'MODERATOR', 'ADMIN', 'GOD'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** Moderator access means MODERATOR, ADMIN or GOD (§6). */
export function hasModeratorAccess(level: AccessLevel): boolean {
  return level === 'MODERATOR' || level === 'ADMIN' || level === 'GOD';
}

/** Admin access means ADMIN or GOD (§6). */
export function hasAdminAccess(level: AccessLevel): boolean {
  return level === 'ADMIN' || level === 'GOD';
}

/** The staff levels (moderator access), lowest first: the ones shown as a mark beside a name. */
export const STAFF_LEVELS = ['MODERATOR', 'ADMIN', 'GOD'] as const satisfies readonly AccessLevel[];
export type StaffLevel = (typeof STAFF_LEVELS)[number];

/**
 * The staff mark a name carries: the author's staff level, or null for guests and players. It comes
 * from the access level alone, never from the name, so no player can forge it.
 */
export function staffLevelOf(level: AccessLevel): StaffLevel | null {
  return hasModeratorAccess(level) ? (level as StaffLevel) : null;
}
