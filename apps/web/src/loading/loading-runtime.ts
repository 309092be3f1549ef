import { api } from '../api/api.ts';
import { localStore } from '../storage/local-store.ts';
import { useGameStore } from '../stores/game-store.ts';
import { createLoadLog } from './load-log.ts';
import { ACTIVITY_PING_MS } from './loading-progress.ts';

/** The page's load log. */
export const loadLog = createLoadLog(
  (path, query, keepalive) => api.request('GET', path, { query, keepalive }),
  localStore.hardwareSessionId(),
);

/**
 * §7/§9 load-log lifecycle: hidden/active on visibility changes, an activity ping every 5 s until
 * the game starts, and unload with the loaded percent when the page goes away before that.
 */
export function installLoadLifecycle(): () => void {
  const onVisibility = () => loadLog.step(document.visibilityState === 'hidden' ? 'hidden' : 'active');
  const onPageHide = () => {
    const { gameStarted, shownPercent } = useGameStore.getState();
    if (!gameStarted) loadLog.unload(shownPercent);
  };
  const ping = globalThis.setInterval(() => {
    if (useGameStore.getState().gameStarted) globalThis.clearInterval(ping);
    else loadLog.step('active');
  }, ACTIVITY_PING_MS);
  document.addEventListener('visibilitychange', onVisibility);
  globalThis.addEventListener('pagehide', onPageHide);
  return () => {
    globalThis.clearInterval(ping);
    document.removeEventListener('visibilitychange', onVisibility);
    globalThis.removeEventListener('pagehide', onPageHide);
  };
}
