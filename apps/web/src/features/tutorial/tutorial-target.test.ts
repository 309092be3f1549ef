import { describe, expect, it } from 'vitest';
import { TUTORIAL_STEPS } from '@rol/rules/world/tutorial';
import { canSkipTutorial, guideTarget } from './tutorial-target.ts';

describe('the tutorial guide', () => {
  it('points at the heroes button for the first upgrade and up the road for walking', () => {
    expect(guideTarget('FIRST_UPGRADE')).toContain('open-profile');
    expect(guideTarget('WALK')).toBeNull();
    for (const step of TUTORIAL_STEPS) expect(() => guideTarget(step)).not.toThrow();
  });

  it('is skippable only on a device that remembers a level above a newcomer’s', () => {
    expect(canSkipTutorial(0)).toBe(false);
    expect(canSkipTutorial(1)).toBe(false);
    expect(canSkipTutorial(2)).toBe(true);
  });
});
