import { eq, sql } from 'drizzle-orm';
import type { PlayerDto } from '@rol/protocol/player-dto';
import { UNLOCKS } from '@rol/rules/unlocks';
import type { DbOrTx } from '../db/database.ts';
import { PLAYERS_ID } from '../heroes/hero-extras-query.ts';
import { players } from '../db/schema/players.ts';

export interface ClanParticipation {
  clanId: number | null;
  state: PlayerDto['clanParticipationState'];
  promptClan: boolean;
}

/**
 * Player info's clan fields, read in its own statement (player info's session statement): the
 * clan, the participation state (an invitation first, then an application, then "any clan", then a
 * refusal) and whether the clan button should call for attention (an invitation waits).
 */
export const clanParticipationField = sql<string | null>`(select json_build_object(
    'clanId', (select cm.clan_id from clan_members cm where cm.player_id = ${PLAYERS_ID}),
    'invited', exists (select 1 from clan_requests r where r.player_id = ${PLAYERS_ID} and r.kind = 'INVITED'),
    'applied', exists (select 1 from clan_requests r where r.player_id = ${PLAYERS_ID} and r.kind = 'APPLIED'),
    'rejected', exists (select 1 from clan_requests r where r.player_id = ${PLAYERS_ID} and r.kind = 'REJECTED'),
    'seeking', exists (select 1 from clan_seekers s where s.player_id = ${PLAYERS_ID}),
    'level', ${players.level}))::text`;

export function participationFrom(value: unknown): ClanParticipation {
  const raw = (typeof value === 'string' ? JSON.parse(value) : (value ?? {})) as {
    clanId?: number | null;
    invited?: boolean;
    applied?: boolean;
    rejected?: boolean;
    seeking?: boolean;
    level?: number;
  };
  const clanId = raw.clanId ?? null;
  const state: ClanParticipation['state'] =
    clanId !== null
      ? null
      : raw.invited
        ? 'INVITED'
        : raw.applied
          ? 'WANTS_TO_THE_CLAN'
          : raw.seeking
            ? 'WANTS_TO_ANY_CLAN'
            : raw.rejected
              ? 'REJECTED'
              : null;
  return { clanId, state, promptClan: clanId === null && raw.invited === true && (raw.level ?? 0) >= UNLOCKS.clanJoinLevel };
}

export async function participationOf(db: DbOrTx, playerId: number): Promise<ClanParticipation> {
  const [row] = await db.select({ value: clanParticipationField }).from(players).where(eq(players.id, playerId));
  return participationFrom(row?.value ?? null);
}
