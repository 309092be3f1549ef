import { randomInt } from 'node:crypto';
import type { BattleStatusDto } from '@rol/protocol/battle-dto';
import { mobBattleSetup } from '@rol/rules/battle/mob-battle';
import type { BattleSetup } from '@rol/rules/battle/battle-types';
import { SNOW_RETURN_MS, snowDoneBit } from '@rol/rules/world/snow-world';
import { battleSquadOf } from '../battle/battle-squad.ts';
import { battleStatusOf } from '../battle/battle-status.ts';
import type { Tx } from '../db/database.ts';
import type { BattleRow } from '../db/schema/battles.ts';
import { loadHeroRows } from '../heroes/hero-rows-query.ts';
import { settleReadSteps } from '../heroes/settle-steps.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { findSnowVisit, visitPlaces, visitStatus } from './snow-world-state.ts';
import { stepSpent, updateVisit, visitInside } from './snow-world-service.ts';
import { openBattle } from '../battle/open-battle.ts';

/**
 * `snowWorld/attack`: a SNOW battle against the monster of the hero's stair, for one step: the squad
 * (alive heroes, their health now) against the snow guard, with the road's battle rules and rewards
 * for the road stair the snow stair stands for. No consumables or runes go along: the backpack stays
 * on the road. Then the ordinary battle calls; `battle/complete` settles it (`settleSnowBattle`).
 */
export async function attackInSnowWorld(
  ctx: AppContext,
  who: ActingPlayer,
  stair: number,
): Promise<BattleStatusDto> {
  const nowMs = ctx.clock();
  const now = new Date(nowMs);
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    if (player.battleId !== null) throw new ApiError('BATTLE_IN_PROGRESS', { battleId: player.battleId });
    const visit = visitInside(player, await findSnowVisit(tx, player.id), nowMs);
    const place = visitPlaces(visit)[stair - 1];
    if (stair !== visit.stair || place?.kind !== 'MONSTER')
      throw new ApiError('SNOW_PLACE_NOT_HERE', { stair, heroStair: visit.stair });
    if ((visit.done & snowDoneBit(stair)) !== 0) throw new ApiError('SNOW_PLACE_DONE', { stair });
    const heroes = await loadHeroRows(tx, player.id);
    if (!heroes) throw new ApiError('UNAUTHORIZED');
    const squad = battleSquadOf(heroes, nowMs);
    await settleReadSteps(tx, player.id, heroes.extras.steps, nowMs);
    const seed = randomInt(0, 2 ** 32);
    const road = {
      id: 0,
      stair: place.roadStair,
      index: 0,
      posX: 0,
      posY: 0,
      placeType: 'CUSTOM_PLACE' as const,
      tileSize: 'SMALL' as const,
      payload: { type: 'CUSTOM_PLACE' as const, scenario: 'lair' as const, markers: [] },
      guard: place.guard,
    };
    const built = mobBattleSetup({ place: road, squad: squad.map((h) => h.loadout), seed });
    if ('error' in built) throw new Error(`snow battle set-up refused: ${built.error}`);
    const healthOf = new Map(squad.map((h) => [h.row.id, h.health]));
    const setup: BattleSetup = {
      ...built,
      kind: 'SNOW',
      placeId: null,
      teams: [
        built.teams[0].map((c) => ({ ...c, startHealth: healthOf.get(c.id) ?? c.health })),
        built.teams[1],
      ],
    };
    const { row, moves } = await openBattle(tx, {
      playerId: player.id,
      kind: 'SNOW',
      placeId: null,
      setup,
      seed,
      now,
    });
    await updateVisit(tx, player.id, stepSpent(visit, now, true));
    return battleStatusOf(row, moves);
  });
}

/**
 * What `battle/complete` settles for a SNOW battle, in its transaction: a win marks the stair's
 * monster beaten (the way up opens); either way, when the steps are spent the pressure drops and
 * the hero is sent home.
 */
export async function settleSnowBattle(tx: Tx, battle: BattleRow, won: boolean, now: Date): Promise<void> {
  const visit = await findSnowVisit(tx, battle.playerId);
  if (!visit || visitStatus(visit, now.getTime()) !== 'IN') return;
  const set = {
    updatedAt: now,
    ...(won ? { done: visit.done | snowDoneBit(visit.stair) } : {}),
    ...(visit.stepsLeft === 0 ? { returnsAt: new Date(now.getTime() + SNOW_RETURN_MS) } : {}),
  };
  await updateVisit(tx, battle.playerId, set);
}
