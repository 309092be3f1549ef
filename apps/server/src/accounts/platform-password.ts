import { and, eq, isNull, ne } from 'drizzle-orm';
import { accountKindOf } from '@rol/rules/account-kind';
import type { Tx } from '../db/database.ts';
import { players, type PlayerRow } from '../db/schema/players.ts';
import { claimName } from '../players/name-claim.ts';

/**
 * A player signed in on a host platform (any source but our own site) who has no password yet may
 * add a nickname and a password to the same player through registration (docs/accounts.md).
 */
export function mayAddPassword(player: PlayerRow): boolean {
  const facts = {
    accessLevel: player.accessLevel,
    userSource: player.userSource,
    hasPassword: player.passwordHash !== null,
  };
  return accountKindOf(facts) === 'platform-without-password';
}

export interface Credentials {
  nickname: string;
  passwordHash: string;
  passwordSalt: string;
  mailOrPhone: string | null;
}

/**
 * The platform player keeps its id, progress, access level, source, platform accounts, referral
 * and sign-up time; it gains the nickname and password (and the mail or phone when given). The
 * update holds only while the player still has no password, so of two concurrent additions one wins.
 */
export async function addPassword(
  tx: Tx,
  player: PlayerRow,
  credentials: Credentials,
): Promise<PlayerRow | undefined> {
  const { nickname, passwordHash, passwordSalt, mailOrPhone } = credentials;
  const nameSkeleton = await claimName(tx, nickname, player.id);
  const [row] = await tx
    .update(players)
    .set({
      nickname,
      nameSkeleton,
      passwordHash,
      passwordSalt,
      ...(mailOrPhone === null ? {} : { mailOrPhone }),
    })
    .where(
      and(
        eq(players.id, player.id),
        isNull(players.passwordHash),
        ne(players.accessLevel, 'TRIAL'),
        ne(players.userSource, 'own'),
      ),
    )
    .returning();
  return row;
}
