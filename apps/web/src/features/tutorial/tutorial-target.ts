import type { TutorialStep } from '@rol/rules/world/tutorial';

/** The element each step's arrow points at (a HUD button), or null: the arrow points up the road. */
export function guideTarget(step: TutorialStep): string | null {
  if (step === 'FIRST_UPGRADE') return '[data-testid="open-profile"]';
  if (step === 'TAKE_RESOURCE') return '[data-place-type="RESOURCE"][data-state="open"]';
  if (step === 'FIRST_BATTLE') return '[data-place-type="CUSTOM_PLACE"][data-state="open"]';
  return null;
}

/** §3 max level: a device that saw a level above a newcomer's has played before and may skip the tutorial. */
export const SKIP_FROM_LEVEL = 2;

export function canSkipTutorial(maxLevel: number): boolean {
  return maxLevel >= SKIP_FROM_LEVEL;
}
