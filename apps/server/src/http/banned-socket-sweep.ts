import { and, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { players } from '../db/schema/players.ts';
import type { StompBroker } from '../realtime/stomp-broker.ts';

/** How often a node looks for banned players among its sockets. */
export const BANNED_SOCKET_SWEEP_MS = 30_000;

/**
 * Closes this node's sockets of players banned now (§6: "a banned player's socket is
 * closed"), however the ban was set. A new connection of a banned player is refused at CONNECT.
 * Returns how many players were cut off.
 */
export async function closeBannedSockets(db: DbOrTx, broker: StompBroker, nowMs: number): Promise<number> {
  const connected = broker.connectedPlayerIds();
  if (connected.length === 0) return 0;
  const banned = await db
    .select({ id: players.id })
    .from(players)
    .where(and(inArray(players.id, connected), gt(players.banUntil, new Date(nowMs))));
  for (const { id } of banned) broker.closeForPlayer(id, 'banned');
  return banned.length;
}
