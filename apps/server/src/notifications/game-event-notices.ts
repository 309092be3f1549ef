import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { players } from '../db/schema/players.ts';
import { notifyPlayersInAction } from './notify-player.ts';

/**
 * The notifications other areas' services write with one call inside their transactions (the live
 * push goes after the request's commit).
 */

/** A clan building's upgrade is finished (sped up or recorded once its time passed): every member but the one who did it. */
export function notifyBuildingDone(
  tx: DbOrTx,
  params: { memberIds: readonly number[]; actorId: number; clanId: number; building: string; level: number; now: Date },
): Promise<void> {
  return notifyPlayersInAction(tx, {
    playerIds: params.memberIds.filter((id) => id !== params.actorId),
    event: { type: 'CLAN_BUILDING_DONE', params: { clanId: params.clanId, building: params.building, level: params.level } },
    now: params.now,
  });
}

/** Someone attacked the player's arena defence: held (the attacker lost) or lost, and where the defender now stands. */
export async function notifyArenaDefence(
  tx: DbOrTx,
  params: {
    battleId: number;
    defenderId: number;
    attackerId: number;
    /** The attacker's name when the caller has read it already. */
    attackerName?: string;
    attackerWon: boolean;
    position: number;
    now: Date;
  },
): Promise<void> {
  const [attacker] =
    params.attackerName === undefined
      ? await tx.select({ nickname: players.nickname }).from(players).where(eq(players.id, params.attackerId))
      : [{ nickname: params.attackerName }];
  await notifyPlayersInAction(tx, {
    playerIds: [params.defenderId],
    event: {
      type: params.attackerWon ? 'ARENA_DEFENCE_LOST' : 'ARENA_DEFENCE_HELD',
      params: {
        battleId: params.battleId,
        attackerId: params.attackerId,
        attackerName: attacker?.nickname ?? '',
        position: params.position,
      },
    },
    now: params.now,
  });
}
