import type { BattleMove } from '@rol/rules/battle/battle-types';
import type { EffectKind } from '@rol/rules/content/effects';
import { palette } from '../../theme/palette.ts';
import { attackSound, type AttackSound } from './attack-sound.ts';

export type MoveSound =
  | AttackSound
  | 'critical'
  | 'miss'
  | 'block'
  | 'shadow'
  | 'hammer'
  | 'poison'
  | 'fire'
  | 'freeze'
  | 'heal'
  | 'resurrection'
  | 'death'
  | 'buff'
  | 'round';

/** Particle bursts (a handful each: software rendering pays for every one). */
export type BurstKind = 'blood' | 'sparks' | 'poison' | 'fire' | 'freeze' | 'holy' | 'shadow' | 'heal' | 'buff';

/** What floats above the target: a number or a word (`battle.float.<word>`). */
export interface FloatText {
  /** A signed number such as "-42" or "+15", or null for a word. */
  number: string | null;
  word: FloatWord | null;
  color: string;
  /** Relative size: 1 ordinary, bigger for criticals. */
  scale: number;
}

export type FloatWord = 'miss' | 'block' | 'critical' | 'shadow' | 'hammer' | 'frozen' | 'immortal' | 'revived' | 'skip' | EffectKind;

/** How the scene shows one server move (docs/architecture.md, "Art and sound"): pure, so every kind is tested. */
export interface MoveLook {
  /** The striker leaps at the target first. */
  lunge: boolean;
  float: FloatText | null;
  burst: BurstKind | null;
  /** Target shake strength in reference pixels (0: none). */
  shake: number;
  /** The whole camera shakes (criticals, hammers). */
  cameraShake: boolean;
  sound: MoveSound | null;
  /** The target's health once the move has shown, when the move says it. */
  healthAfter: number | null;
  dies: boolean;
  revives: boolean;
  /** A status put on the target with its moves remaining. */
  status: { effect: EffectKind; movesRemain: number } | null;
  /** How long the move holds the stage before the next one. */
  durationMs: number;
}

const NONE: MoveLook = {
  lunge: false,
  float: null,
  burst: null,
  shake: 0,
  cameraShake: false,
  sound: null,
  healthAfter: null,
  dies: false,
  revives: false,
  status: null,
  durationMs: 0,
};

const minus = (amount: number) => `-${Math.round(amount)}`;
const plus = (amount: number) => `+${Math.round(amount)}`;
const num = (text: string, color: string, scale = 1): FloatText => ({ number: text, word: null, color, scale });
const word = (w: FloatWord, color: string, scale = 1): FloatText => ({ number: null, word: w, color, scale });

/** Effects that help their target (ally buffs) rather than harm it. */
const HELPFUL: readonly EffectKind[] = ['attack', 'defence', 'health', 'heal', 'resurrection', 'immortality', 'block', 'hammer', 'luck', 'shadow', 'lifesteal'];

export function isHelpfulStatus(effect: EffectKind, value = 1, op: 'add' | 'multiply' = 'add'): boolean {
  if (!HELPFUL.includes(effect)) return false;
  if (effect === 'attack' || effect === 'defence') return op === 'multiply' ? value >= 1 : value >= 0;
  return true;
}

/**
 * The look of `move`. `attackPower` is the striker's attack (§9: the blow's sound follows it).
 */
export function moveLook(move: BattleMove, attackPower: number): MoveLook {
  const health = move.healthAfter;
  switch (move.kind) {
    case 'hit':
      return { ...NONE, lunge: true, float: num(minus(move.amount), palette.bloodLight), burst: 'blood', shake: 6, sound: attackSound(attackPower), healthAfter: health, durationMs: 620 };
    case 'critical':
      return { ...NONE, lunge: true, float: num(minus(move.amount), palette.torch, 1.45), burst: 'sparks', shake: 11, cameraShake: true, sound: 'critical', healthAfter: health, durationMs: 760 };
    case 'block':
      return { ...NONE, lunge: true, float: move.amount > 0 ? num(minus(move.amount), palette.stoneLight) : word('block', palette.stoneLight), burst: 'sparks', shake: 3, sound: 'block', healthAfter: health, durationMs: 620 };
    case 'miss':
      return { ...NONE, lunge: true, float: word('miss', palette.cloud), sound: 'miss', durationMs: 520 };
    case 'shadow':
      return { ...NONE, lunge: true, float: word('shadow', palette.factionShadow), burst: 'shadow', sound: 'shadow', durationMs: 560 };
    case 'hammer':
      return { ...NONE, float: word('hammer', palette.goldLight), burst: 'sparks', cameraShake: true, sound: 'hammer', durationMs: 360 };
    case 'poison':
      return { ...NONE, float: num(minus(move.amount), palette.exp), burst: 'poison', shake: 3, sound: 'poison', healthAfter: health, durationMs: 520 };
    case 'fire':
      return { ...NONE, float: num(minus(move.amount), palette.ember), burst: 'fire', shake: 4, sound: 'fire', healthAfter: health, durationMs: 560 };
    case 'freeze':
      return { ...NONE, float: word('frozen', palette.good), burst: 'freeze', sound: 'freeze', durationMs: 480 };
    case 'status': {
      const effect = move.effect ?? 'attack';
      const helpful = isHelpfulStatus(effect);
      const burst: BurstKind = effect === 'poison' ? 'poison' : effect === 'fire' ? 'fire' : effect === 'freeze' ? 'freeze' : helpful ? 'buff' : 'shadow';
      const sound: MoveSound = effect === 'freeze' ? 'freeze' : effect === 'poison' ? 'poison' : effect === 'fire' ? 'fire' : 'buff';
      return {
        ...NONE,
        float: word(effect, helpful ? palette.goldLight : palette.evil, 0.85),
        burst,
        sound,
        status: { effect, movesRemain: move.movesRemain ?? 0 },
        durationMs: 460,
      };
    }
    case 'heal':
    case 'lifesteal':
      return { ...NONE, float: num(plus(move.amount), palette.exp), burst: 'heal', sound: 'heal', healthAfter: health, durationMs: 480 };
    case 'immortality':
      return { ...NONE, float: word('immortal', palette.goldLight), burst: 'holy', sound: 'resurrection', healthAfter: health, durationMs: 560 };
    case 'death':
      return { ...NONE, sound: 'death', healthAfter: health, dies: true, durationMs: 640 };
    case 'resurrection':
      return { ...NONE, float: word('revived', palette.goldLight, 1.15), burst: 'holy', sound: 'resurrection', healthAfter: health, revives: true, durationMs: 820 };
    case 'consumable':
      return { ...NONE, burst: 'buff', sound: 'buff', durationMs: 420 };
    case 'skip':
      return { ...NONE, float: null, durationMs: 200 };
    case 'round':
      return { ...NONE, sound: 'round', durationMs: 380 };
    case 'end':
      return { ...NONE, durationMs: 300 };
  }
}
