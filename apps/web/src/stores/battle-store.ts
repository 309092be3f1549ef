import { createStore } from 'zustand/vanilla';
import type { BattleMoveDto, BattleResultDto, BattleStatusDto, HitPreviewDto } from '@rol/protocol/battle-dto';
import type { TeamIndex } from '@rol/rules/battle/battle-types';
import type { EffectKind, EffectOp } from '@rol/rules/content/effects';
import type { Faction } from '@rol/rules/content/factions';

/** A timed status as the scene marks it (§3 Effect: type, movesRemain). */
export interface StatusMarker {
  kind: EffectKind;
  movesRemain: number;
  value: number;
  op: EffectOp;
}

/** What the battle scene draws of one creature; the battle feature fills it from the server's status. */
export interface CreatureLook {
  id: number;
  team: TeamIndex;
  imageId: string;
  /** A monster's id (its drawing), null for a hero. */
  monsterId: string | null;
  /** The warrior class (its colour, emblem and way of striking). */
  warriorClass: string;
  /** A monster's standing (an elite or a boss is framed apart); `usual` for heroes. */
  standing: 'usual' | 'elite' | 'boss';
  faction: Faction;
  rank: number;
  level: number;
  attack: number;
  defence: number;
  health: number;
  maxHealth: number;
  effects: readonly StatusMarker[];
  /** A hero's artifacts held (shown as gems on its medallion); 0 for monsters. */
  artifacts: number;
  /** It may still strike in this round (alive, not frozen, not yet acted). */
  canAct: boolean;
}

/**
 * - loading: the status is being fetched (battle loading scene);
 * - choose: the squad's turn, the player picks an attacker and a target;
 * - busy: a call is under way; playing: the scene animates the server's moves;
 * - finished: the battle is over and is being settled; result: the result window shows.
 */
export type BattlePhase = 'loading' | 'choose' | 'busy' | 'playing' | 'finished' | 'result';

/** Moves handed to the scene to animate one by one; it reports `battle:played` with `seq`. */
export interface BattlePlayback {
  seq: number;
  moves: readonly BattleMoveDto[];
}

export interface BattleState {
  status: BattleStatusDto | null;
  /** The creatures as shown (sorted by id, §9). */
  creatures: readonly CreatureLook[];
  phase: BattlePhase;
  attackerId: number | null;
  targetId: number | null;
  preview: HitPreviewDto | null;
  /** A backpack item chosen in the action bar (its battle consumable id): the next tap on a fitting creature uses it. */
  consumableId: number | null;
  playback: BattlePlayback | null;
  /** A translated error to show (a refused hit, a failed call). */
  error: string | null;
  result: BattleResultDto | null;
  /** A stored arena battle shown again (nobody acts): the round reached and, once over, the winner. */
  replay: BattleReplayView | null;
}

export interface BattleReplayView {
  round: number;
  /** Null while the replay is still being shown. */
  winnerTeam: TeamIndex | null;
}

export const initialBattleState: BattleState = {
  status: null,
  creatures: [],
  phase: 'loading',
  attackerId: null,
  targetId: null,
  preview: null,
  consumableId: null,
  playback: null,
  error: null,
  result: null,
  replay: null,
};

/** The battle's state, shared by the battle controller (React side) and the Battle scene. */
export const battleStore = createStore<BattleState>()(() => initialBattleState);

/** Where the scene drew each creature, in CSS pixels of the stage (for the accessible layer). */
export interface CreatureBox {
  id: number;
  x: number;
  y: number;
  size: number;
}

export const battleViewStore = createStore<{ boxes: readonly CreatureBox[] }>()(() => ({ boxes: [] }));
