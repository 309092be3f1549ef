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
