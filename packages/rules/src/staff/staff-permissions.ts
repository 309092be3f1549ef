import { ACCESS_LEVELS, type AccessLevel } from '../access-levels.ts';

/** What staff may do (§6). Each staff route names exactly one of these. */
export const STAFF_ACTIONS = [
  /** Find a player and read their profile card. */
  'player.view',
  'player.ban',
  'player.unban',
  /** Log in as the player (login-as) and back. */
  'player.enter',
  /** The player's history: ledger entries and actions. */
  'player.log',
  'player.payments',
  /** Promote to moderator, demote to player. */
  'role.set',
  /** The audit trail of every staff action. */
  'audit.read',
  /** The client error reports. */
  'dev.log',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

const MODERATOR_ACTIONS: readonly StaffAction[] = [
  'player.view',
  'player.ban',
  'player.unban',
  'player.enter',
  'player.log',
  'player.payments',
  'role.set',
  'dev.log',
];
const ADMIN_ACTIONS: readonly StaffAction[] = [...MODERATOR_ACTIONS, 'audit.read'];

/**
 * The permission table: access level × action (§6). Moderators and above look into players, ban,
 * log in as a player, and promote or demote (within the rank limits of `mayChangeRole`); admins
 * (ADMIN, GOD) also read the audit trail. Guests and players: nothing.
 */
export const STAFF_PERMISSIONS: Readonly<Record<AccessLevel, readonly StaffAction[]>> = {
  TRIAL: [],
  PLAYER: [],
  MODERATOR: MODERATOR_ACTIONS,
  ADMIN: ADMIN_ACTIONS,
  GOD: ADMIN_ACTIONS,
};

export function mayDo(level: AccessLevel, action: StaffAction): boolean {
  return STAFF_PERMISSIONS[level].includes(action);
}

/** The access level's rank, 0 for TRIAL up to 4 for GOD. */
export function rankOf(level: AccessLevel): number {
  return ACCESS_LEVELS.indexOf(level);
}

/**
 * Whether staff at `actor` may act on a player at `target` (ban, unban, log in as, change the role):
 * only on someone strictly below their own level, so a moderator never touches another moderator
 * or an admin.
 */
export function mayActOn(actor: AccessLevel, target: AccessLevel): boolean {
  return rankOf(target) < rankOf(actor);
}

/**
 * The access level a login-as session acts with: the player's powers only, never staff tools
 * (docs/moderation.md, "Login-as"). A staff member logged in as another staff member acts as a
 * registered player; a guest stays a guest.
 */
export function loginAsLevel(level: AccessLevel): AccessLevel {
  return rankOf(level) > rankOf('PLAYER') ? 'PLAYER' : level;
}

/** The levels a role change may set: promote to moderator, demote to player. */
export const ROLE_CHANGE_LEVELS = ['PLAYER', 'MODERATOR'] as const satisfies readonly AccessLevel[];
export type RoleChangeLevel = (typeof ROLE_CHANGE_LEVELS)[number];

/**
 * Whether `actor` may move a player from `from` to `to`: the actor may change roles (moderator
 * access), the player is a registered player or a moderator (a guest has no account to promote)
 * strictly below the actor — never an equal or a better —, and the new level is one a role change
 * sets, strictly below the actor too — never to or above one's own rank. So an admin promotes to
 * moderator and demotes a moderator; a moderator holds the power but has no one to move.
 */
export function mayChangeRole(actor: AccessLevel, from: AccessLevel, to: AccessLevel): boolean {
  if (!mayDo(actor, 'role.set')) return false;
  if (from !== 'PLAYER' && from !== 'MODERATOR') return false;
  if (!(ROLE_CHANGE_LEVELS as readonly AccessLevel[]).includes(to)) return false;
  return mayActOn(actor, from) && mayActOn(actor, to);
}
