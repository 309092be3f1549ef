import type { ConsumableId } from '../content/consumables.ts';
import type { EffectDef, EffectKind, EffectOp } from '../content/effects.ts';
import type { MonsterId } from '../content/monsters.ts';
import type { ArtifactId } from '../content/artifacts.ts';
import type { WarriorClass } from '../content/warrior-classes.ts';

/** §3 battle kinds and states. */
export const BATTLE_KINDS = ['MOB', 'ARENA', 'MULTI', 'SNOW'] as const;
export type BattleKind = (typeof BATTLE_KINDS)[number];
export const BATTLE_STATES = ['IN_PROGRESS', 'COMPLETED'] as const;
export type BattleStateName = (typeof BATTLE_STATES)[number];

/** Team 0 is the attacking side (the player's squad in a MOB battle), team 1 the defenders. */
export type TeamIndex = 0 | 1;
/** Who chooses a team's hits: a player through actions, or the engine's AI. */
export type Controller = 'player' | 'ai';

/** A timed status on a creature (§3 Effect: type, movesRemain). */
export interface ActiveEffect {
  kind: EffectKind;
  value: number;
  op: EffectOp;
  movesRemain: number;
  chance?: number;
  sourceId: number | null;
}

/** A creature as it enters a battle: stats already include level, rank and passive health bonuses. */
export interface CombatantInit {
  id: number;
  imageId: string;
  warriorClass: WarriorClass;
  monsterId?: MonsterId;
  level: number;
  attack: number;
  defence: number;
  /** Max health before the battle's passive health effects. */
  health: number;
  /** Health it enters the battle with (a wounded hero), at most its battle max health; absent: full. */
  startHealth?: number;
  /** Permanent effects for this battle: forces, artifacts, skills, runes, monster abilities. */
  abilities: readonly EffectDef[];
}

export interface BattleCreature {
  id: number;
  team: TeamIndex;
  imageId: string;
  warriorClass: WarriorClass;
  monsterId?: MonsterId;
  level: number;
  attack: number;
  defence: number;
  maxHealth: number;
  /** Dead at 0 or less (§4). */
  health: number;
  abilities: readonly EffectDef[];
  effects: ActiveEffect[];
  /** Immortality charges left (§3 immortality values). */
  immortality: number;
  /** Whether its own on-death resurrection has already fired this battle. */
  resurrected: boolean;
  /** Whether it has acted in the current round. */
  acted: boolean;
}

/** An item from the backpack taken into the battle (§3 consumables, single-battle). */
export interface BattleConsumable {
  id: number;
  consumableId: ConsumableId;
  team: TeamIndex;
}

export interface RewardItem {
  kind: 'consumable' | 'artifact';
  id: ConsumableId | ArtifactId;
  count: number;
}

export interface BattleReward {
  gold: number;
  experience: number;
  items: RewardItem[];
}

/** §3 winnerReward, looserPenalty, healthPenalty: decided when the battle is set up. */
export interface BattleRewards {
  winnerReward: BattleReward;
  looserPenalty: BattleReward;
  healthPenalty: number;
  /**
   * What the boosters running when the battle began add, in percent (the battle status's
   * `battleBonus` and `chestBonus`): extra experience of a win, extra chance of the trophy. Absent: none.
   */
  bonus?: { battle: number; chest: number };
}

export interface BattleSetup {
  kind: BattleKind;
  placeId: number | null;
  teams: readonly [readonly CombatantInit[], readonly CombatantInit[]];
  controllers: readonly [Controller, Controller];
  consumables: readonly BattleConsumable[];
  rewards: BattleRewards;
  /** Rounds after which the defenders win (every battle ends); DEFAULT_MAX_ROUNDS when absent. */
  maxRounds?: number;
}

export interface BattleState {
  kind: BattleKind;
  status: BattleStateName;
  placeId: number | null;
  /** Sorted by id (§9); the order never changes during a battle. */
  creatures: BattleCreature[];
  /** Indices in `creatures` of those with passive effects reaching other creatures (auras). */
  auraSources: readonly number[];
  controllers: readonly [Controller, Controller];
  turningTeam: TeamIndex;
  round: number;
  maxRounds: number;
  consumables: BattleConsumable[];
  winnerTeam: TeamIndex | null;
  /** Moves emitted so far: the index of the next move (the client's offset). */
  moveCount: number;
  rewards: BattleRewards;
}

export const DEFAULT_MAX_ROUNDS = 60;

export const MOVE_KINDS = [
  'round',
  'hit',
  'critical',
  'block',
  'miss',
  'shadow',
  'hammer',
  'poison',
  'fire',
  'freeze',
  'status',
  'heal',
  'lifesteal',
  'immortality',
  'death',
  'resurrection',
  'consumable',
  'skip',
  'end',
] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];

/**
 * One step for the client to animate (§7 moves/sublist). `amount` is damage, healing, the new
 * round number, the consumable id or the winning team, by kind; `healthAfter` is the target's health.
 */
export interface BattleMove {
  index: number;
  round: number;
  kind: MoveKind;
  sourceId: number | null;
  targetId: number | null;
  amount: number;
  healthAfter: number | null;
  effect?: EffectKind;
  movesRemain?: number;
}

export type BattleAction =
  | { type: 'hit'; attackerId: number; defenderId: number }
  | { type: 'skip' }
  | { type: 'consumable'; consumableId: number; targetCreatureId: number }
  | { type: 'giveUp'; team?: TeamIndex };

/**
 * Why an action was refused. CREATURE_DEAD and CREATURE_NOT_DEAD are the §8 codes of the
 * protocol's catalogue; the rest are the engine's own.
 */
export type BattleError =
  | 'BATTLE_COMPLETED'
  | 'BAD_ACTION'
  | 'CREATURE_NOT_FOUND'
  | 'CREATURE_DEAD'
  | 'CREATURE_NOT_DEAD'
  | 'CREATURE_FROZEN'
  | 'CREATURE_ALREADY_ACTED'
  | 'NOT_YOUR_CREATURE'
  | 'NOT_YOUR_TURN'
  | 'INVALID_TARGET'
  | 'CONSUMABLE_NOT_FOUND';
