import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { staffSessions, type StaffSessionRow } from '../db/schema/staff-sessions.ts';
import { hashSessionToken, newSessionToken } from './session-token.ts';

/**
 * Login-as sessions are told apart from others by their token's hash: it starts with this prefix
 * (the token is drawn again until it does, about 4,096 draws of a cheap hash). So the hook that
 * attributes actions to the moderator reads `staff_sessions` only for the rare session whose hash
 * starts so (1 in 4,096 ordinary sessions), never on every player's request. The token keeps its
 * 256 random bits; only which of them are handed out is chosen.
 */
const LOGIN_AS_HASH_PREFIX = 'AA';

export function mayBeLoginAs(tokenHash: string): boolean {
  return tokenHash.startsWith(LOGIN_AS_HASH_PREFIX);
}

/** A new session token for a login-as session and its hash. */
export function newLoginAsToken(): { token: string; tokenHash: string } {
  for (;;) {
    const token = newSessionToken();
    const tokenHash = hashSessionToken(token);
    if (mayBeLoginAs(tokenHash)) return { token, tokenHash };
  }
}

/** The login-as record of a session, or null for an ordinary session. */
export async function findLoginAs(db: DbOrTx, tokenHash: string): Promise<StaffSessionRow | null> {
  if (!mayBeLoginAs(tokenHash)) return null;
  const [row] = await db.select().from(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
  return row ?? null;
}
