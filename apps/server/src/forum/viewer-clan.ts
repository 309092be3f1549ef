import type { DbOrTx } from '../db/database.ts';

/**
 * The clan a forum reader belongs to, for private topics (a private topic is read only by its
 * clan's members). Clans do not exist yet, so every player is in none: private topics cannot be
 * created (FORUM_CLAN_REQUIRED) and only moderators read any. When clans land, this reads the
 * player's membership (and, for posting, the participant role at least).
 */
export async function viewerClanId(_db: DbOrTx, _playerId: number): Promise<number | null> {
  return null;
}
