import { z } from 'zod';
import { ID_MAX, idField, intField } from './fields.ts';
import { ARENA_LEAGUES } from './player-dto.ts';
import { defineRoute } from './route.ts';

/**
 * The arena (§2 Arena with league list, history and settings; §9 opens at level 8). A player enters
 * the ladder by opening the arena (`arena/info`): placed at the bottom, the current squad as their
 * defence. Every call below level 8 answers ARENA_NOT_OPENED { level }. The attack itself is §7's
 * `battle/arena/attack` (battle-routes); the battle then runs through the ordinary battle calls.
 */

const leagueEnum = z.enum(ARENA_LEAGUES);
const rewardDto = z.object({ gold: z.number().int(), crystal: z.number().int(), tickets: z.number().int() });

/** A hero of a defence snapshot as others see it. */
export const defenceHeroDto = z.object({
  imageId: z.string(),
  warriorClass: z.string(),
  level: z.number().int(),
  rank: z.number().int(),
});
export type DefenceHeroDto = z.infer<typeof defenceHeroDto>;

export const leagueRowDto = z.object({
  league: leagueEnum,
  firstPosition: z.number().int(),
  /** Null for the open-ended novice league. */
  lastPosition: z.number().int().nullable(),
  dailyReward: rewardDto,
  winGold: z.number().int(),
});

export const creditedRewardDto = z.object({
  day: z.string(),
  atMs: z.number().int(),
  position: z.number().int(),
  league: leagueEnum,
  reward: rewardDto,
});
export type CreditedRewardDto = z.infer<typeof creditedRewardDto>;

export const arenaInfoDto = z.object({
  opened: z.boolean(),
  openLevel: z.number().int(),
  /** Null below the open level. */
  standing: z.object({ position: z.number().int(), league: leagueEnum, total: z.number().int() }).nullable(),
  freeTriesLeft: z.number().int(),
  tickets: z.number().int(),
  attackTickets: z.number().int(),
  /** Reward time: local minute of the day and the UTC offset (minutes east) it is read with. */
  rewardMinute: z.number().int(),
  utcOffset: z.number().int(),
  nextRewardAtMs: z.number().int().nullable(),
  defence: z.array(defenceHeroDto),
  leagues: z.array(leagueRowDto),
  /** Daily rewards credited by this call (due days not yet credited, oldest first). */
  credited: z.array(creditedRewardDto),
});
export type ArenaInfoDto = z.infer<typeof arenaInfoDto>;

export const arenaOpponentDto = z.object({
  playerId: z.number().int(),
  nickname: z.string(),
  level: z.number().int(),
  position: z.number().int(),
  league: leagueEnum,
  defence: z.array(defenceHeroDto),
});
export type ArenaOpponentDto = z.infer<typeof arenaOpponentDto>;

export const arenaHistoryItemDto = z.object({
  id: z.number().int(),
  battleId: z.number().int(),
  /** The reader's side in that attack. */
  role: z.enum(['attacker', 'defender']),
  opponentId: z.number().int(),
  opponentNickname: z.string(),
  /** Whether the reader won (a defender wins when the attacker lost). */
  won: z.boolean(),
  positionBefore: z.number().int(),
  positionAfter: z.number().int(),
  atMs: z.number().int(),
});
export type ArenaHistoryItemDto = z.infer<typeof arenaHistoryItemDto>;

/** Opens the arena for the player (joins the ladder at level 8) and credits due daily rewards. */
export const arenaInfoRoute = defineRoute({
  method: 'POST',
  path: '/api/arena/info',
  auth: 'player',
  response: arenaInfoDto,
});

/** The opponents on offer now (rules `offeredPositions`), best first. */
export const arenaOpponentsRoute = defineRoute({
  method: 'GET',
  path: '/api/arena/opponents',
  auth: 'player',
  response: z.object({ position: z.number().int(), opponents: z.array(arenaOpponentDto) }),
});

/**
 * Sets the defence squad: 1–6 of the player's own heroes, stored as a snapshot now (later upgrades
 * do not change it). CREATURE_NOT_FOUND for a hero that is not the player's, GROUP_DUPLICATE.
 */
export const arenaDefenceSetRoute = defineRoute({
  method: 'POST',
  path: '/api/arena/defence/set',
  auth: 'player',
  body: z.object({ creatureIds: z.array(idField).min(1).max(6) }),
  response: arenaInfoDto,
});

/** Sets the daily reward time: a local minute of the day and the browser's UTC offset. */
export const arenaRewardTimeSetRoute = defineRoute({
  method: 'POST',
  path: '/api/arena/reward-time/set',
  auth: 'player',
  body: z.object({
    minute: intField.min(0).max(1_439),
    utcOffset: intField.min(-720).max(840),
  }),
  response: arenaInfoDto,
});

export const ARENA_HISTORY_PAGE = 20;

/** The player's attacks and defences, newest first; `from`/`to` are offsets (at most 20 a page). */
export const arenaHistoryRoute = defineRoute({
  method: 'GET',
  path: '/api/arena/history',
  auth: 'player',
  query: z
    .object({ from: intField.min(0).max(ID_MAX).default(0), to: intField.min(1).max(ID_MAX).optional() })
    .refine((q) => q.to === undefined || (q.to > q.from && q.to - q.from <= ARENA_HISTORY_PAGE), {
      message: `to must be after from, at most ${ARENA_HISTORY_PAGE} apart`,
      path: ['to'],
    }),
  response: z.object({ items: z.array(arenaHistoryItemDto), hasMore: z.boolean() }),
});

/** A fighter's rank when the battle began: its id in the battle (defenders −1, −2, …) and its rank. */
export const fighterRankDto = z.object({ creatureId: z.number().int(), rank: z.number().int() });
export type FighterRankDto = z.infer<typeof fighterRankDto>;

/**
 * What replays a settled arena battle: the setup, the seed and the action log, for rules
 * `replay()`. Arena battles are public: any signed-in player may watch any of them (from their own
 * history or another player's profile). A road battle is never served: NOT_FOUND, as for a battle
 * that does not exist or is still being fought.
 */
export const arenaReplayRoute = defineRoute({
  method: 'GET',
  path: '/api/arena/replay/:battleId',
  auth: 'player',
  params: z.object({ battleId: idField }),
  response: z.object({
    battleId: z.number().int(),
    attackerId: z.number().int(),
    defenderId: z.number().int(),
    attackerNickname: z.string(),
    defenderNickname: z.string(),
    /** Rules `BattleSetup` (kind ARENA), as stored. */
    setup: z.unknown(),
    seed: z.number().int(),
    /** Rules `BattleAction[]`, as played. */
    actions: z.array(z.unknown()),
    /** Both sides' ranks when the battle began (their stars); empty for battles stored before ranks were kept. */
    ranks: z.array(fighterRankDto),
    atMs: z.number().int(),
  }),
});

/** How many of a player's latest arena battles their profile lists. */
export const ARENA_RECENT_BATTLES = 10;

/**
 * A player's latest settled arena battles (at most 10, newest first), seen from that player's side,
 * for their profile: any signed-in player may list them and watch each (`arena/replay`). NOT_FOUND
 * for an unknown player; a player who never fought in the arena has none.
 */
export const arenaPlayerBattlesRoute = defineRoute({
  method: 'GET',
  path: '/api/arena/battles/:playerId',
  auth: 'player',
  params: z.object({ playerId: idField }),
  response: z.object({ playerId: z.number().int(), items: z.array(arenaHistoryItemDto) }),
});

export const ARENA_ROUTES = [
  arenaInfoRoute,
  arenaOpponentsRoute,
  arenaDefenceSetRoute,
  arenaRewardTimeSetRoute,
  arenaHistoryRoute,
  arenaReplayRoute,
  arenaPlayerBattlesRoute,
] as const;
