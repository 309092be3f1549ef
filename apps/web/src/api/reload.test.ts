import { describe, expect, it } from 'vitest';
import { BOOT_FIX_GUARD_MS, SCENE_FAILURE_GUARD_MS, sceneFailureAction } from './reload.ts';

describe('sceneFailureAction', () => {
  const now = 1_000_000_000;

  it('reloads on a first failure, or one long after the last', () => {
    expect(sceneFailureAction(now, 0, 0)).toBe('reload');
    expect(sceneFailureAction(now, now - SCENE_FAILURE_GUARD_MS, 0)).toBe('reload');
  });

  it('repairs (BootFix) when a failure follows the last one within 20 s', () => {
    expect(sceneFailureAction(now, now - SCENE_FAILURE_GUARD_MS + 1, 0)).toBe('boot-fix');
    expect(sceneFailureAction(now, now - 1000, now - BOOT_FIX_GUARD_MS)).toBe('boot-fix');
  });

  it('offers the reload page when the repair did not help, never looping', () => {
    expect(sceneFailureAction(now, now - 1000, now - 5000)).toBe('reload-page');
    expect(sceneFailureAction(now, now - 1000, now - BOOT_FIX_GUARD_MS + 1)).toBe('reload-page');
  });
});
