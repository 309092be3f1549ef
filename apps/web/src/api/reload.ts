import { useWindowStore } from '../stores/window-store.ts';

/** §7 reload routine: the reload page offers to reload (never a silent loop of reloads). */
export function reloadRoutine(reason: string): void {
  console.warn(`reload routine: ${reason}`);
  useWindowStore.getState().open('reload');
}

const SCENE_FAILURE_KEY = 'rol.sceneFailureReloadAt';
const SCENE_FAILURE_GUARD_MS = 20_000;

export function reloadPage(): void {
  globalThis.location.reload();
}

/**
 * §2/§8: a failed scene start reloads the page. A second failure within 20 s shows the reload
 * page instead, so a broken scene cannot loop the browser through reloads.
 */
export function reloadAfterSceneFailure(): void {
  const now = Date.now();
  let last = 0;
  try {
    last = Number(globalThis.sessionStorage.getItem(SCENE_FAILURE_KEY) ?? 0);
    globalThis.sessionStorage.setItem(SCENE_FAILURE_KEY, String(now));
  } catch {
    // No session storage: reload anyway.
  }
  if (now - last < SCENE_FAILURE_GUARD_MS) reloadRoutine('scene failed twice');
  else reloadPage();
}
