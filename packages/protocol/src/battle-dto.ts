import { z } from 'zod';
import { BATTLE_KINDS, BATTLE_STATES, MOVE_KINDS } from '@rol/rules/battle/battle-types';
import { EFFECT_KINDS } from '@rol/rules/content/effects';
import type { UNLOCKS } from '@rol/rules/unlocks';
import { balancesDto } from './balances-dto.ts';
import { roadPositionDto } from './place-dto.ts';

/**
 * §3 Battle status as the client sees it. Team 0 is the player's squad (heroes, positive ids), team 1
 * the monsters (negative ids −1, −2, …). Creatures are sorted by id (§9) and never reordered.
 */

export const battleTeamDto = z.union([z.literal(0), z.literal(1)]);

/** §3 Effect on a creature: its kind (`freeze`, `poison`, …) and the moves it still lasts. */
export const battleEffectDto = z.object({ type: z.enum(EFFECT_KINDS), movesRemain: z.number().int() });

export const battleCreatureDto = z.object({
  id: z.number().int(),
  team: battleTeamDto,
  imageId: z.string(),
  warriorClass: z.string(),
  /** The monster's content id (team 1); null for heroes. */
  monsterId: z.string().nullable(),
  level: z.number().int(),
  /** Attack and defence as the engine applies them now: passive forces and artifacts, allies' auras, statuses. */
  attack: z.number(),
  defence: z.number(),
  /** Dead at 0 or less (§4). */
  health: z.number(),
  maxHealth: z.number(),
  effects: z.array(battleEffectDto),
  /** Immortality charges left. */
  immortality: z.number().int(),
  /** Whether it has already acted in this round (it cannot be chosen as an attacker again). */
  acted: z.boolean(),
});
export type BattleCreatureDto = z.infer<typeof battleCreatureDto>;

/**
 * One step to animate (the engine's `BattleMove`): `amount` is damage, healing, the new round number,
 * the consumable id or the winning team, by kind; `healthAfter` is the target's health after it.
 */
export const battleMoveDto = z.object({
  index: z.number().int(),
  round: z.number().int(),
  kind: z.enum(MOVE_KINDS),
  sourceId: z.number().int().nullable(),
  targetId: z.number().int().nullable(),
  amount: z.number(),
  healthAfter: z.number().nullable(),
  effect: z.enum(EFFECT_KINDS).optional(),
  movesRemain: z.number().int().optional(),
});
export type BattleMoveDto = z.infer<typeof battleMoveDto>;

export const rewardItemDto = z.object({
  kind: z.enum(['consumable', 'artifact']),
  id: z.string(),
  count: z.number().int(),
});

/** §3 winnerReward / looserPenalty: gold, experience and items (`battle/complete` credits a win's items once). */
export const battleRewardDto = z.object({
  gold: z.number().int(),
  experience: z.number().int(),
  items: z.array(rewardItemDto),
});
export type BattleRewardDto = z.infer<typeof battleRewardDto>;

/** An item from the backpack taken into this battle; `id` is what removeConsumable names. */
export const battleConsumableDto = z.object({ id: z.number().int(), consumableId: z.string() });

export const battleDto = z.object({
  id: z.number().int(),
  kind: z.enum(BATTLE_KINDS),
  /** The road place fought for (MOB); null for ARENA and MULTI. */
  placeId: z.number().int().nullable(),
  creatures: z.array(battleCreatureDto),
  round: z.number().int(),
  maxRounds: z.number().int(),
  /** Set once the battle is COMPLETED: 0 the player's squad won, 1 the monsters. */
  winnerTeam: battleTeamDto.nullable(),
  /**
   * The fighters' ranks when the battle began (their stars), by creature id, where the battle keeps
   * them: an ARENA battle lists both sides (the defenders from their squad's snapshot). Absent for
   * other kinds, whose heroes are the player's own.
   */
  ranks: z.array(z.object({ creatureId: z.number().int(), rank: z.number().int() })).optional(),
});
export type BattleDto = z.infer<typeof battleDto>;

/**
 * What the server awaits from the player:
 * - `CHOOSE_HIT`: the battle is IN_PROGRESS and it is the squad's turn — send `v2/hit` (or `skip`,
 *   `v2/removeConsumable`, `v2/giveUpBattle`);
 * - `COMPLETE`: the battle is COMPLETED — send `battle/complete` to settle it (rewards or penalties)
 *   and leave it;
 * - null: nothing (the other side is playing; never the case in a MOB battle, whose monsters answer
 *   within the same call).
 */
export const BATTLE_ASKS = ['CHOOSE_HIT', 'COMPLETE'] as const;
export type BattleAsk = (typeof BATTLE_ASKS)[number];

export const battleStatusDto = z.object({
  battle: battleDto,
  battleState: z.enum(BATTLE_STATES),
  /**
   * Moves to animate. `moves/empty/get`: none (the status only). `moves/sublist/get`: those from the
   * requested offset. An action (attack, hit, skip, removeConsumable, giveUp): the moves it produced.
   */
  moves: z.array(battleMoveDto),
  /** The index of the next move (the number of moves so far): ask `moves/sublist/get` from here. */
  offset: z.number().int(),
  winnerReward: battleRewardDto,
  looserPenalty: battleRewardDto,
  /** Health each hero loses on a loss (on top of the wounds of the battle). */
  healthPenalty: z.number().int(),
  consumables: z.array(battleConsumableDto),
  /** A story line shown at the battle's start (story places); null for ordinary guards. */
  scenarioMessage: z.string().nullable(),
  /** Whose turn: 0 the squad, 1 the monsters. */
  turningTeam: battleTeamDto,
  ask: z.enum(BATTLE_ASKS).nullable(),
  /** Extra reward share from boosters (0 until boosters exist). */
  battleBonus: z.number(),
  /** Extra chest chance from boosters (0 until boosters exist). */
  chestBonus: z.number(),
  /**
   * True while the server is still resolving the battle and the client should poll `moves/empty/get`.
   * Every call resolves its step before answering, so it is false in MOB battles (kept for MULTI).
   */
  processing: z.boolean(),
});
export type BattleStatusDto = z.infer<typeof battleStatusDto>;

/** §9 unlocks that are reached by level. */
export const LEVEL_UNLOCK_KEYS = [
  'arenaButtonLevel',
  'arenaLevel',
  'clanButtonLevel',
  'clanJoinLevel',
  'giftsLevel',
  'chatLevel',
  'forumLevel',
] as const satisfies readonly (keyof typeof UNLOCKS)[];

/** `battle/complete`: the battle settled once; rewards or penalties already credited. */
export const battleResultDto = z.object({
  battleId: z.number().int(),
  placeId: z.number().int().nullable(),
  won: z.boolean(),
  /** What was credited (a win) — zeros on a loss. Items are announced but arrive with the backpack. */
  reward: battleRewardDto,
  /** What was taken (a loss): gold as far as the balance allows, and health per hero. */
  penalty: z.object({ gold: z.number().int(), healthPerHero: z.number().int() }),
  balances: balancesDto,
  level: z.number().int(),
  currentExp: z.number().int(),
  maxExp: z.number().int(),
  levelsGained: z.number().int(),
  /** §9 unlocks whose level this win reached. */
  unlocks: z.array(z.enum(LEVEL_UNLOCK_KEYS)),
  /** The heroes' health after the battle (stored; recovery +1/min counts from now). */
  creatures: z.array(
    z.object({ creatureId: z.number().int(), health: z.number().int(), maxHealth: z.number().int() }),
  ),
  /** The road after the battle: a win opens it to the next blocker. */
  position: roadPositionDto,
});
export type BattleResultDto = z.infer<typeof battleResultDto>;

/** `battle/precalculate`: a preview of one blow (the engine's HitPreview); nothing changes. */
export const hitPreviewDto = z.object({
  attackerId: z.number().int(),
  defenderId: z.number().int(),
  attack: z.number(),
  defence: z.number(),
  damageMin: z.number(),
  damageMax: z.number(),
  criticalMin: z.number(),
  criticalMax: z.number(),
  damageExpected: z.number(),
  missChance: z.number(),
  shadowChance: z.number(),
  hammerChance: z.number(),
  criticalChance: z.number(),
  blockChance: z.number(),
  killsSurely: z.boolean(),
});
export type HitPreviewDto = z.infer<typeof hitPreviewDto>;
