import { randomInt } from 'node:crypto';
import type { BattleStatusDto } from '@rol/protocol/battle-dto';
import { PLACE_REACH } from '@rol/protocol/place-routes';
import { mobBattleSetup } from '@rol/rules/battle/mob-battle';
import { withClanBonuses } from '@rol/rules/clans/clan-battle-bonuses';
import { battleBonusesAt } from '@rol/rules/economy/boosters';
import type { BattleSetup } from '@rol/rules/battle/battle-types';
import { placeById } from '@rol/rules/road/places-in-range';
import { battleConsumablesOf } from '../backpack/battle-consumables.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { takeRuneMarkers } from '../players/rune-markers.ts';
import { placeReadOf, positionAndPlaceStateFrom } from '../road/road-position.ts';
import { settleReadSteps } from '../heroes/settle-steps.ts';
import { loadAttackReads } from './attack-reads.ts';
import { battleSquadOf } from './battle-squad.ts';
import { battleStatusOf } from './battle-status.ts';
import { openBattle } from './open-battle.ts';

/**
 * `battle/place/attack`: a MOB battle against the guard at `placeId`, which must be the player's
 * next blocker (the guard of battleStair, so never one behind another) within PLACE_REACH of the
 * player (whether or not the client has loaded the world that far). One transaction with the player's row
 * locked: one battle at a time (BATTLE_IN_PROGRESS), `players.battle_id` set to the new battle. The
 * battle takes one consumable per filled backpack slot whose item is held (they leave the backpack
 * when used) and the runes taken on the road (used up now).
 */
export async function attackPlace(
  ctx: AppContext,
  who: ActingPlayer,
  placeId: number,
): Promise<BattleStatusDto> {
  const place = placeById(ctx.config.worldSeed, placeId);
  if (!place) throw new ApiError('PLACE_NOT_FOUND', { placeId });
  if (!place.guard) throw new ApiError('PLACE_NOT_A_BATTLE', { placeId });
  const nowMs = ctx.clock();
  const now = new Date(nowMs);
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    const playerId = player.id;
    if (player.battleId !== null) throw new ApiError('BATTLE_IN_PROGRESS', { battleId: player.battleId });
    const read = await loadAttackReads(tx, placeReadOf(player, placeId), now);
    if (!read) throw new ApiError('UNAUTHORIZED');
    const { position, state } = positionAndPlaceStateFrom(player, read.road);
    if (state?.defeated) throw new ApiError('PLACE_NOT_A_BATTLE', { placeId });
    if (Math.abs(place.posY - position.coordinate) > PLACE_REACH || place.stair !== position.battleStair)
      throw new ApiError('PLACE_NOT_IN_REACH', {
        placeId,
        posY: place.posY,
        coordinate: position.coordinate,
        maxCoordinate: position.maxCoordinate,
      });
    const squad = battleSquadOf(read.heroes, nowMs);
    // The steps done by now count in the squad already; the database gets them too (settled).
    await settleReadSteps(tx, playerId, read.heroes.extras.steps, nowMs);
    const seed = randomInt(0, 2 ** 32);
    const consumables = battleConsumablesOf(read.backpack);
    const markers = await takeRuneMarkers(tx, playerId, read.markers);
    // The boosters running now raise the win's experience and the trophy's chance (shown in the status).
    const { boosters } = read;
    const bonus = battleBonusesAt([boosters.experience, boosters.set], nowMs);
    const built = mobBattleSetup({ place, squad: squad.map((h) => h.loadout), consumables, markers, seed, bonus });
    if ('error' in built) throw new Error(`mob battle set-up refused: ${built.error}`);
    const healthOf = new Map(squad.map((h) => [h.row.id, h.health]));
    // The clan's shield and hall of fame raise the squad's stats (rules `withClanBonuses`).
    const bonuses = read.clanBonuses;
    const setup: BattleSetup = {
      ...built,
      teams: [
        built.teams[0].map((c) =>
          withClanBonuses({ ...c, startHealth: healthOf.get(c.id) ?? c.health }, bonuses),
        ),
        built.teams[1],
      ],
    };
    const { row, moves } = await openBattle(tx, { playerId, kind: 'MOB', placeId, setup, seed, now });
    return battleStatusOf(row, moves, undefined, player.lang);
  });
}
