import { useWindowStore } from '../stores/window-store.ts';

/** §7 reload routine: the reload page offers to reload (never a silent loop of reloads). */
export function reloadRoutine(reason: string): void {
  console.warn(`reload routine: ${reason}`);
  useWindowStore.getState().open('reload');
}

const SCENE_FAILURE_KEY = 'rol.sceneFailureReloadAt';
const BOOT_FIX_KEY = 'rol.bootFixAt';
/** A failure this soon after the last one follows a reload that did not help. */
export const SCENE_FAILURE_GUARD_MS = 20_000;
/** A failure this soon after a BootFix repair is not repaired again: the reload page offers a reload. */
export const BOOT_FIX_GUARD_MS = 120_000;

export function reloadPage(): void {
  globalThis.location.reload();
}

/** What a failed scene start leads to. */
export type SceneFailureAction = 'reload' | 'boot-fix' | 'reload-page';

/**
 * §2/§8 a failed scene start reloads the page. A second failure within 20 s (the reload did not
 * help) runs the BootFix scene, which repairs what a reload cannot and reloads; a failure within
 * 2 minutes of a repair shows the reload page instead, so nothing loops the browser through reloads.
 */
export function sceneFailureAction(now: number, lastFailureAt: number, lastFixAt: number): SceneFailureAction {
  if (now - lastFailureAt >= SCENE_FAILURE_GUARD_MS) return 'reload';
  if (now - lastFixAt < BOOT_FIX_GUARD_MS) return 'reload-page';
  return 'boot-fix';
}

function readTime(key: string): number {
  try {
    const value = Number(globalThis.sessionStorage.getItem(key) ?? 0);
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

function writeTime(key: string, value: number): void {
  try {
    globalThis.sessionStorage.setItem(key, String(value));
  } catch {
    // No session storage: the guard cannot hold, the action still runs.
  }
}

/**
 * Handles a failed scene start: reloads, shows the reload page, or — for 'boot-fix' — notes the
 * repair and calls `bootFix` (the game bridge starts the BootFix scene).
 */
export function reloadAfterSceneFailure(bootFix: (reason: string) => void = () => reloadRoutine('scene failed twice')): SceneFailureAction {
  const now = Date.now();
  const action = sceneFailureAction(now, readTime(SCENE_FAILURE_KEY), readTime(BOOT_FIX_KEY));
  writeTime(SCENE_FAILURE_KEY, now);
  if (action === 'reload') reloadPage();
  else if (action === 'reload-page') reloadRoutine('scene failed again after a repair');
  else {
    writeTime(BOOT_FIX_KEY, now);
    bootFix('scene failed twice');
  }
  return action;
}
