import { useEffect } from 'react';
import { useWindowStore } from '../stores/window-store.ts';

/** The extra history entry the game stands on, so the browser's Back lands in the game first. */
const GUARD = { roadOfLegendsBack: true } as const;

export interface BackGuardDeps {
  history: Pick<History, 'pushState' | 'state'>;
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** The open windows, the top one last. */
  stack: () => readonly string[];
  close: (name: string) => void;
  /** Asks whether to leave the game (the leave-game window). */
  askLeave: () => void;
}

/**
 * The browser's Back inside the game (docs/phone-layout.md, "Back"): it closes the top
 * window; with no window open it asks whether to leave the game (a second Back leaves). The game
 * keeps one history entry of its own above the page, added at a player's tap or key press (browsers
 * skip entries a page adds without one), and adds it again at the next tap after each Back (but
 * not at the tap on an element marked `data-leave-game`, the button that leaves).
 */
export function installBackGuard(deps: BackGuardDeps): () => void {
  let armed = (deps.history.state as typeof GUARD | null)?.roadOfLegendsBack === true;
  const arm = (event?: Event) => {
    // The leave-game window's "Leave" goes Back from the page's own entry: it must not arm first.
    const target = event?.target as Element | null | undefined;
    if (armed || target?.closest?.('[data-leave-game]')) return;
    deps.history.pushState(GUARD, '');
    armed = true;
  };
  const onPop = () => {
    if (!armed) return;
    armed = false;
    const stack = deps.stack();
    const top = stack[stack.length - 1];
    if (top !== undefined) deps.close(top);
    else deps.askLeave();
  };
  deps.target.addEventListener('pointerdown', arm, true);
  deps.target.addEventListener('keydown', arm, true);
  deps.target.addEventListener('popstate', onPop);
  return () => {
    deps.target.removeEventListener('pointerdown', arm, true);
    deps.target.removeEventListener('keydown', arm, true);
    deps.target.removeEventListener('popstate', onPop);
  };
}

/** The page's Back guard, on a game page of its own (inside a platform's frame, the platform's page owns Back). */
export function useBackButton(): void {
  useEffect(() => {
    if (globalThis.top !== globalThis.self) return;
    return installBackGuard({
      history: globalThis.history,
      target: globalThis.window,
      stack: () => useWindowStore.getState().stack,
      close: (name) => useWindowStore.getState().close(name as never),
      askLeave: () => useWindowStore.getState().open('leave-game'),
    });
  }, []);
}
