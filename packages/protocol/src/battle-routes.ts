import { z } from 'zod';
import { battleResultDto, battleStatusDto, hitPreviewDto } from './battle-dto.ts';
import { ID_MAX, idField, idOrZeroField, intField } from './fields.ts';
import { defineRoute } from './route.ts';

/**
 * §7 Battle. One battle at a time per player: its id is the player info's `battleId` (null when none),
 * so a reloaded client resumes with `moves/empty/get` and then `moves/sublist/get` from 0.
 *
 * Life of a battle: `place/attack` → IN_PROGRESS, ask CHOOSE_HIT → `v2/hit` / `skip` /
 * `v2/removeConsumable` (the monsters answer within the same call) … → COMPLETED (the last blow, or
 * `v2/giveUpBattle`), ask COMPLETE → `complete` settles it once (rewards or penalties, the place,
 * the heroes' health) and clears `battleId`. Until then the road refuses moves (PLAYER_IN_BATTLE).
 *
 * Errors: BATTLE_NOT_FOUND (no current battle), BATTLE_IN_PROGRESS (attacking while in a battle,
 * details.battleId), BATTLE_COMPLETED (an action after the end), BATTLE_NOT_COMPLETED (complete too
 * early), CONFLICT (another call changed the battle at the same moment: fetch the status and retry);
 * for a hit CREATURE_NOT_FOUND, NOT_YOUR_CREATURE, NOT_YOUR_TURN, CREATURE_DEAD, CREATURE_FROZEN,
 * CREATURE_ALREADY_ACTED, INVALID_TARGET; for a consumable also CONSUMABLE_NOT_FOUND and
 * CREATURE_NOT_DEAD (resurrection works only on the dead).
 */

/** Creature ids: heroes positive, monsters negative. */
const creatureIdField = intField.min(-ID_MAX).max(ID_MAX);

/**
 * Starts a MOB battle against the guard at `placeId`: the player's next blocker, in reach
 * (PLACE_NOT_FOUND, PLACE_NOT_A_BATTLE for a place without a guard or already defeated,
 * PLACE_NOT_IN_REACH). The squad: the in-squad heroes alive now (health after recovery);
 * SQUAD_EMPTY without any, SQUAD_DEAD when all are at 0.
 */
export const battlePlaceAttackRoute = defineRoute({
  method: 'POST',
  path: '/api/battle/place/attack',
  auth: 'player',
  body: z.object({ placeId: idOrZeroField }),
  response: battleStatusDto,
});

/**
 * Starts an ARENA battle against `opponentId`, who stood at `position` when offered: the squad
 * against the opponent's defence snapshot (played by the AI), then the ordinary battle calls.
 * ARENA_NOT_OPENED below level 8 (§9); ARENA_SELF_ATTACK; ARENA_OPPONENT_NOT_FOUND (not in the
 * arena); ARENA_OPPONENT_STALE (the opponent is no longer at `position` or no longer within reach);
 * NOT_ENOUGH_TICKETS once the day's free tries are used and no ticket is left.
 */
export const battleArenaAttackRoute = defineRoute({
  method: 'POST',
  path: '/api/battle/arena/attack',
  auth: 'player',
  body: z.object({ opponentId: idField, position: intField.min(1).max(ID_MAX) }),
  response: battleStatusDto,
});

/** The current battle's status without moves (`offset` says how many there are). */
export const battleMovesEmptyGetRoute = defineRoute({
  method: 'POST',
  path: '/api/battle/v2/moves/empty/get',
  auth: 'player',
  response: battleStatusDto,
});

/** The current battle's status with every move from `offset` (0 replays the whole battle). */
export const battleMovesSublistGetRoute = defineRoute({
  method: 'POST',
  path: '/api/battle/v2/moves/sublist/get',
  auth: 'player',
  body: z.object({ offset: intField.min(0).max(ID_MAX) }),
  response: battleStatusDto,
});

/** What the server awaits (`ask`) with the status, no moves; the same answer as moves/empty/get. */
export const battleAskRoute = defineRoute({
  method: 'POST',
  path: '/api/battle/v2/ask',
  auth: 'player',
  response: battleStatusDto,
});

/** The squad passes its turn; the monsters play. */
export const battleSkipRoute = defineRoute({
  method: 'POST',
  path: '/api/battle/skip',
  auth: 'player',
  response: battleStatusDto,
});

const blowBody = z.object({ attackerId: creatureIdField, defenderId: creatureIdField });

/** `attackerId` (a living, unfrozen hero that has not acted this round) hits `defenderId` (a living monster). */
export const battleHitRoute = defineRoute({
  method: 'POST',
  path: '/api/battle/v2/hit',
  auth: 'player',
  body: blowBody,
  response: battleStatusDto,
});

/** Previews a blow of `attackerId` on `defenderId`; changes nothing. */
export const battlePrecalculateRoute = defineRoute({
  method: 'POST',
  path: '/api/battle/precalculate',
  auth: 'player',
  body: blowBody,
  response: hitPreviewDto,
});

/**
 * Settles a COMPLETED battle exactly once, in one transaction: a win marks the guard defeated (the
 * road opens to the next blocker) and credits winnerReward's gold (ledger) and experience (levels,
 * §9 unlocks); a loss marks the place battle-lost, takes looserPenalty's gold (as far as the balance
 * goes) and healthPenalty from every hero. The heroes keep the health they ended with (minus the
 * penalty). Then `battleId` clears. A second call finds no battle (BATTLE_NOT_FOUND).
 */
export const battleCompleteRoute = defineRoute({
  method: 'POST',
  path: '/api/battle/complete',
  auth: 'player',
  response: battleResultDto,
});

/**
 * Uses the battle consumable `id` on `targetCreatureId` (a free action; the turn stays); its item
 * leaves the backpack in the same transaction. A battle holds one consumable per filled backpack slot
 * whose item was held when it started. CONSUMABLE_NOT_FOUND for an id the battle does not hold (or
 * whose item has left the backpack); CREATURE_NOT_DEAD for a resurrection item on the living,
 * CREATURE_DEAD for any other on the dead.
 */
export const battleRemoveConsumableRoute = defineRoute({
  method: 'POST',
  path: '/api/battle/v2/removeConsumable',
  auth: 'player',
  body: z.object({ id: idOrZeroField, targetCreatureId: creatureIdField }),
  response: battleStatusDto,
});

/** The squad gives up: the battle is COMPLETED as a loss (then `complete` settles it). */
export const battleGiveUpRoute = defineRoute({
  method: 'POST',
  path: '/api/battle/v2/giveUpBattle',
  auth: 'player',
  response: battleStatusDto,
});

export const BATTLE_ROUTES = [
  battlePlaceAttackRoute,
  battleArenaAttackRoute,
  battleMovesEmptyGetRoute,
  battleMovesSublistGetRoute,
  battleAskRoute,
  battleSkipRoute,
  battleHitRoute,
  battlePrecalculateRoute,
  battleCompleteRoute,
  battleRemoveConsumableRoute,
  battleGiveUpRoute,
] as const;
