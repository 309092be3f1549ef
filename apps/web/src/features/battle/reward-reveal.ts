import type { BattleResultDto } from '@rol/protocol/battle-dto';
import type { MoveSound } from '../../game/battle/move-look.ts';
import { animationMs } from '../../game/motion/frame-rates.ts';

/** A hero who fell in the battle, with what the fall costs (docs/battle.md, "A hero's fall"). */
export interface FallenHero {
  creatureId: number;
  maxHealth: number;
  /** Minutes until the hero is back at full health by recovery alone (+1 a minute, §9). */
  minutesToFull: number;
}

/** The light a revealed line comes in with. */
export type RevealLight = 'gold' | 'green' | 'violet' | 'red' | 'grey';

export type RevealStep =
  | { kind: 'gold'; amount: number }
  | { kind: 'experience'; amount: number }
  | { kind: 'item'; item: BattleResultDto['reward']['items'][number]; index: number }
  | { kind: 'level'; level: number }
  | { kind: 'fallen'; hero: FallenHero }
  | { kind: 'gold-lost'; amount: number }
  | { kind: 'health'; amount: number };

/** §9: a hero recovers one health a minute. */
export const HEALTH_PER_MINUTE = 1;

/** The heroes whose health the settled battle left at 0, in the squad's order. */
export function fallenHeroes(result: Pick<BattleResultDto, 'creatures'>): FallenHero[] {
  return result.creatures
    .filter((c) => c.health <= 0)
    .map((c) => ({ creatureId: c.creatureId, maxHealth: c.maxHealth, minutesToFull: Math.ceil(c.maxHealth / HEALTH_PER_MINUTE) }));
}

/**
 * The order the result reveals itself in:
 * - a win: gold, experience, then each spoil — consumables before artifacts, so the rarest comes
 *   last — then the new level as the crown, then any hero who fell winning it (the price);
 * - a loss: the fallen first (the loss is what matters), then the gold taken and the health lost.
 */
export function revealSteps(result: BattleResultDto): RevealStep[] {
  const steps: RevealStep[] = [];
  const fallen = fallenHeroes(result).map((hero): RevealStep => ({ kind: 'fallen', hero }));
  if (result.won) {
    if (result.reward.gold > 0) steps.push({ kind: 'gold', amount: result.reward.gold });
    if (result.reward.experience > 0) steps.push({ kind: 'experience', amount: result.reward.experience });
    const items = result.reward.items
      .map((item, index) => ({ item, index }))
      .sort((a, b) => (a.item.kind === b.item.kind ? a.index - b.index : a.item.kind === 'consumable' ? -1 : 1));
    for (const { item, index } of items) steps.push({ kind: 'item', item, index });
    if (result.levelsGained > 0) steps.push({ kind: 'level', level: result.level });
    steps.push(...fallen);
  } else {
    steps.push(...fallen);
    if (result.penalty.gold > 0) steps.push({ kind: 'gold-lost', amount: result.penalty.gold });
    if (result.penalty.healthPerHero > 0) steps.push({ kind: 'health', amount: result.penalty.healthPerHero });
    if (result.levelsGained > 0) steps.push({ kind: 'level', level: result.level });
  }
  return steps;
}

/** The sound and the light each step comes with. */
export function revealLook(step: RevealStep): { sound: MoveSound; light: RevealLight } {
  switch (step.kind) {
    case 'gold':
    case 'experience':
      return { sound: 'buff', light: 'gold' };
    case 'item':
      return step.item.kind === 'artifact' ? { sound: 'resurrection', light: 'violet' } : { sound: 'heal', light: 'green' };
    case 'level':
      return { sound: 'critical', light: 'gold' };
    case 'fallen':
      return { sound: 'death', light: 'grey' };
    case 'gold-lost':
    case 'health':
      return { sound: 'hit-light', light: 'red' };
  }
}

/**
 * When each step appears, in ms after the window opens at `speed`: one §9 reveal (16 fps × 8)
 * apart, a new level holding a victory's second (36 fps × 36) before what follows it.
 */
export function revealTimes(steps: readonly RevealStep[], speed = 1): number[] {
  const times: number[] = [];
  let at = animationMs('reveal', speed);
  for (const step of steps) {
    times.push(at);
    at += step.kind === 'level' ? animationMs('victory', speed) : animationMs('reveal', speed);
  }
  return times;
}
