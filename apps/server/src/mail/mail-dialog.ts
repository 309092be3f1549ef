import { SUPPORT_PARTNER } from '@rol/protocol/mail-routes';
import { hasModeratorAccess } from '@rol/rules/access-levels';
import type { DbOrTx } from '../db/database.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { ApiError } from '../http/api-error.ts';
import { findPlayerById } from '../players/player-queries.ts';
import { findContact } from '../messages/block-queries.ts';

/**
 * A dialog as the reader opens it:
 * - `player`: the reader and another player (and whether either has blocked the other);
 * - `own-support`: the reader's own support dialog;
 * - `staff-support`: a moderator answering a player's support dialog (the support inbox).
 */
export type MailDialog =
  | { kind: 'player'; key: string; partner: PlayerRow; blockedEitherWay: boolean }
  | { kind: 'own-support'; key: string; owner: PlayerRow }
  | { kind: 'staff-support'; key: string; owner: PlayerRow };

export function playerDialogKey(a: number, b: number): string {
  return `p:${Math.min(a, b)}:${Math.max(a, b)}`;
}

export function supportDialogKey(playerId: number): string {
  return `s:${playerId}`;
}

/** The player a support dialog belongs to, from its key. */
export function supportDialogOwner(key: string): number | null {
  return key.startsWith('s:') ? Number(key.slice(2)) : null;
}

/** Resolves the partner of a dialog call (see the protocol's mail-routes for `?support`). */
export async function openDialog(
  db: DbOrTx,
  reader: PlayerRow,
  partner: number | typeof SUPPORT_PARTNER,
  support: boolean,
): Promise<MailDialog> {
  const ownSupport = { kind: 'own-support', key: supportDialogKey(reader.id), owner: reader } as const;
  if (partner === SUPPORT_PARTNER) return ownSupport;
  if (support) {
    if (!hasModeratorAccess(reader.accessLevel) || partner === reader.id) return ownSupport;
    const owner = await findPlayerById(db, partner);
    if (owner === null) throw new ApiError('NOT_FOUND');
    return { kind: 'staff-support', key: supportDialogKey(owner.id), owner };
  }
  if (partner === reader.id) throw new ApiError('CANNOT_CONTACT_SELF');
  const contact = await findContact(db, reader.id, partner);
  if (contact === null) throw new ApiError('NOT_FOUND');
  return { kind: 'player', key: playerDialogKey(reader.id, partner), ...contact };
}
