import type { StoredClanRole } from '@rol/rules/clans/clan-roles';
import { findMembership } from '../clan-standing/clan-queries.ts';
import type { DbOrTx } from '../db/database.ts';

/** The clan a forum reader belongs to and their role in it, or null (no clan). */
export interface ViewerClan {
  clanId: number;
  role: StoredClanRole;
}

/**
 * The reader's clan membership, read from the clans' own table: private topics are read only by
 * their clan's members, and creating one needs the participant role at least (`forum-rules`).
 */
export async function viewerClan(db: DbOrTx, playerId: number): Promise<ViewerClan | null> {
  const membership = await findMembership(db, playerId);
  return membership ? { clanId: membership.clanId, role: membership.role } : null;
}
