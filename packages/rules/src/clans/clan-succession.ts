import { CLAN_ROLE_RANK, type StoredClanRole } from './clan-roles.ts';

/** A member as succession and the temporary leader see it. */
export interface SuccessionCandidate {
  playerId: number;
  role: StoredClanRole;
  /** Everything the member donated, in gold-equivalents (clan-treasury `contributionOf`). */
  contribution: number;
  joinedAtMs: number;
  lastActiveAtMs: number;
}

/** A leader away this long (no clan call) is covered by a temporary leader. */
export const LEADER_ABSENCE_MS = 7 * 86_400_000;

/**
 * The most deserving member: highest rank, then the largest contribution, then the longest in the
 * clan, then the lowest player id (so the choice never depends on the order members are read in).
 */
export function mostDeserving<T extends SuccessionCandidate>(members: readonly T[]): T | null {
  let best: T | null = null;
  for (const member of members) {
    if (best === null || compareDeserving(member, best) < 0) best = member;
  }
  return best;
}

/** Negative when `a` deserves more than `b`. */
export function compareDeserving(a: SuccessionCandidate, b: SuccessionCandidate): number {
  return (
    CLAN_ROLE_RANK[b.role] - CLAN_ROLE_RANK[a.role] ||
    b.contribution - a.contribution ||
    a.joinedAtMs - b.joinedAtMs ||
    a.playerId - b.playerId
  );
}

/** The leader's successor: the most deserving of the others. */
export function successorOf<T extends SuccessionCandidate>(members: readonly T[], leaderId: number): T | null {
  return mostDeserving(members.filter((m) => m.playerId !== leaderId));
}

/**
 * The temporary leader at `nowMs`: when the leader has made no clan call for LEADER_ABSENCE_MS, the
 * most deserving member active within that time covers (with a leader's permissions, below the
 * leader's rank) until the leader is back. Null when the leader is present or nobody can cover.
 */
export function temporaryLeaderOf<T extends SuccessionCandidate>(members: readonly T[], nowMs: number): T | null {
  const leader = members.find((m) => m.role === 'LEADER');
  if (!leader || nowMs - leader.lastActiveAtMs < LEADER_ABSENCE_MS) return null;
  return mostDeserving(
    members.filter((m) => m.playerId !== leader.playerId && nowMs - m.lastActiveAtMs < LEADER_ABSENCE_MS),
  );
}
