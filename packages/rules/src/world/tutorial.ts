import type { GameEvent } from './game-events.ts';

/**
 * The first-steps tutorial (§4): five steps, each done by a game event. A player may do them in any
 * order (the road decides what lies ahead); the guide points at the first step not done. Until all
 * are done, the features outside the tutorial are blocked.
 */
export const TUTORIAL_STEPS = ['CHOOSE_CHARACTER', 'WALK', 'TAKE_RESOURCE', 'FIRST_BATTLE', 'FIRST_UPGRADE'] as const;
export type TutorialStep = (typeof TUTORIAL_STEPS)[number];

export const TUTORIAL_STEP_EVENTS: Record<TutorialStep, GameEvent> = {
  CHOOSE_CHARACTER: 'CHARACTER_CHOSEN',
  WALK: 'STAIR_REACHED',
  TAKE_RESOURCE: 'RESOURCE_TAKEN',
  FIRST_BATTLE: 'BATTLE_WON',
  FIRST_UPGRADE: 'UPGRADE_STARTED',
};

/** Stored as a bit mask of the steps done; a finished (or skipped) tutorial has every bit. */
export const TUTORIAL_FINISHED = (1 << TUTORIAL_STEPS.length) - 1;

export function stepBit(step: TutorialStep): number {
  return 1 << TUTORIAL_STEPS.indexOf(step);
}

/** The bit a game event sets, or 0 when it is no tutorial step. */
export function tutorialBitOf(event: GameEvent): number {
  const step = TUTORIAL_STEPS.find((s) => TUTORIAL_STEP_EVENTS[s] === event);
  return step ? stepBit(step) : 0;
}

export function isTutorialFinished(mask: number): boolean {
  return (mask & TUTORIAL_FINISHED) === TUTORIAL_FINISHED;
}

export function tutorialStepsDone(mask: number): TutorialStep[] {
  return TUTORIAL_STEPS.filter((s) => (mask & stepBit(s)) !== 0);
}

/** The step the guide shows next, or null when the tutorial is finished. */
export function nextTutorialStep(mask: number): TutorialStep | null {
  return TUTORIAL_STEPS.find((s) => (mask & stepBit(s)) === 0) ?? null;
}

/**
 * The features the tutorial keeps closed until it is finished: the ones its five steps never lead
 * to (shops, the forge, portals). Walking, resources, battles and hero upgrades stay open.
 */
export const TUTORIAL_BLOCKED_FEATURES = ['hero-shop', 'goods-shop', 'forge', 'portal', 'snow-world', 'monastery'] as const;
export type TutorialBlockedFeature = (typeof TUTORIAL_BLOCKED_FEATURES)[number];
