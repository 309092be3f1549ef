/**
 * Clan roles and the one permission table (role × action). A role's rank orders the ladder; nobody
 * acts on a member of equal or higher rank.
 */

/** Stored roles, lowest first. SUBLEADER is the deputy's other name: same rank, stored as DEPUTY_LEADER. */
export const CLAN_ROLES = ['NEWBIE', 'PARTICIPANT', 'REPRESENTATIVE', 'DEPUTY_LEADER', 'LEADER'] as const;
export type StoredClanRole = (typeof CLAN_ROLES)[number];

/** Roles as shown: the stored ones, SUBLEADER, and TEMPORARY_LEADER (a member covering an absent leader). */
export const SHOWN_CLAN_ROLES = [...CLAN_ROLES, 'SUBLEADER', 'TEMPORARY_LEADER'] as const;
export type ClanRole = (typeof SHOWN_CLAN_ROLES)[number];

export const CLAN_ROLE_RANK: Record<ClanRole, number> = {
  NEWBIE: 1,
  PARTICIPANT: 2,
  REPRESENTATIVE: 3,
  DEPUTY_LEADER: 4,
  SUBLEADER: 4,
  TEMPORARY_LEADER: 5,
  LEADER: 6,
};

/** Everything a member may be allowed to do. */
export const CLAN_ACTIONS = [
  'INVITE',
  'ACCEPT_APPLICATION',
  'REJECT_APPLICATION',
  'KICK',
  'PROMOTE',
  'DEMOTE',
  'EDIT_TEXT',
  'ADVERTISE',
  'BUILD',
  'CHANGE_THEME',
  'CHANGE_RAID_DIFFICULTY',
  'START_RAID',
  'SPEEDUP_RAID',
  'END_RAID',
  'SPEND_TREASURY',
  'IMPROVE_HALL',
  'DONATE',
  'TAKE_GIFT',
  'ATTACK_RAID',
  'RESIGN',
] as const;
export type ClanAction = (typeof CLAN_ACTIONS)[number];

const EVERYONE: readonly ClanAction[] = ['DONATE', 'TAKE_GIFT', 'ATTACK_RAID'];
const OFFICER: readonly ClanAction[] = [
  ...EVERYONE,
  'INVITE',
  'ACCEPT_APPLICATION',
  'REJECT_APPLICATION',
  'KICK',
  'PROMOTE',
  'DEMOTE',
  'EDIT_TEXT',
  'ADVERTISE',
  'BUILD',
  'CHANGE_THEME',
  'CHANGE_RAID_DIFFICULTY',
  'START_RAID',
  'SPEEDUP_RAID',
  'END_RAID',
  'SPEND_TREASURY',
  'IMPROVE_HALL',
];

/** The permission table. */
export const CLAN_PERMISSIONS: Record<ClanRole, readonly ClanAction[]> = {
  LEADER: [...OFFICER, 'RESIGN'],
  TEMPORARY_LEADER: OFFICER,
  DEPUTY_LEADER: OFFICER,
  SUBLEADER: OFFICER,
  REPRESENTATIVE: [...EVERYONE, 'INVITE', 'ACCEPT_APPLICATION', 'REJECT_APPLICATION', 'START_RAID'],
  PARTICIPANT: EVERYONE,
  NEWBIE: EVERYONE,
};

/** Actions done to another member: the target must rank strictly below the actor. */
export const ACTIONS_ON_MEMBERS: readonly ClanAction[] = ['KICK', 'PROMOTE', 'DEMOTE'];

export function mayDo(role: ClanRole, action: ClanAction): boolean {
  return CLAN_PERMISSIONS[role].includes(action);
}

/** The next role up, or null at the top that promotion can reach (DEPUTY_LEADER; leadership passes by resigning). */
export function promotedRole(role: ClanRole): StoredClanRole | null {
  const stored = storedRole(role);
  if (stored === 'DEPUTY_LEADER' || stored === 'LEADER') return null;
  return CLAN_ROLES[CLAN_ROLES.indexOf(stored) + 1] ?? null;
}

/** The next role down, or null for a newbie (and for the leader, who resigns instead). */
export function demotedRole(role: ClanRole): StoredClanRole | null {
  const stored = storedRole(role);
  if (stored === 'NEWBIE' || stored === 'LEADER') return null;
  return CLAN_ROLES[CLAN_ROLES.indexOf(stored) - 1] ?? null;
}

export function storedRole(role: ClanRole): StoredClanRole {
  if (role === 'SUBLEADER') return 'DEPUTY_LEADER';
  if (role === 'TEMPORARY_LEADER') return 'DEPUTY_LEADER';
  return role;
}

export type ClanActRefusal = 'FORBIDDEN' | 'RANK_TOO_LOW' | 'NO_FURTHER_RANK';

/**
 * Whether `actor` may do `action` (to `target`, for the actions on members): null when allowed, else
 * why not. A promotion may not raise a member to the actor's own rank or above.
 */
export function clanActRefusal(actor: ClanRole, action: ClanAction, target?: ClanRole): ClanActRefusal | null {
  if (!mayDo(actor, action)) return 'FORBIDDEN';
  if (!ACTIONS_ON_MEMBERS.includes(action)) return null;
  if (target === undefined) return 'FORBIDDEN';
  if (CLAN_ROLE_RANK[target] >= CLAN_ROLE_RANK[actor]) return 'RANK_TOO_LOW';
  if (action === 'PROMOTE') {
    const next = promotedRole(target);
    if (next === null) return 'NO_FURTHER_RANK';
    if (CLAN_ROLE_RANK[next] >= CLAN_ROLE_RANK[actor]) return 'RANK_TOO_LOW';
  }
  if (action === 'DEMOTE' && demotedRole(target) === null) return 'NO_FURTHER_RANK';
  return null;
}
