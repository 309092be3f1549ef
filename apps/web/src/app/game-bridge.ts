import { clientErrors } from '../api/api.ts';
import { reloadAfterSceneFailure, reloadRoutine } from '../api/reload.ts';
import { heapLimitMb } from '../display/viewport-watcher.ts';
import { gameBus } from '../events/game-events.ts';
import { loadLog } from '../loading/loading-runtime.ts';
import { repairBoot } from '../offline/boot-repair.ts';
import { useGameStore } from '../stores/game-store.ts';
import { useWindowStore } from '../stores/window-store.ts';

/**
 * Starts the BootFix repair: the BootFix scene when the game runs (it repairs, shows what it did and
 * reloads); without the game (its own chunk failed) the same repair runs and the reload page shows.
 */
export function startBootFix(reason: string): void {
  console.warn(`boot fix: ${reason}`);
  useWindowStore.getState().closeAll();
  if (useGameStore.getState().bootStarted) {
    useGameStore.setState({ bootFix: true });
    gameBus.emit('boot:fix', { reason });
    return;
  }
  void repairBoot().then(() => reloadRoutine(`boot fix without the game: ${reason}`));
}

/** A failed scene start: reload, BootFix, or the reload page (`reloadAfterSceneFailure`). */
export function onSceneFailure(): void {
  reloadAfterSceneFailure(startBootFix);
}

/** Wires the bus to the stores and the load log (installed once at start). */
export function installGameBridge(): () => void {
  const offs = [
    gameBus.on('boot:started', () => {
      loadLog.step('boot');
      useGameStore.setState({ bootStarted: true });
    }),
    gameBus.on('load:progress', ({ percent }) => {
      useGameStore.setState((s) => ({ loadPercent: Math.max(s.loadPercent, percent) }));
    }),
    gameBus.on('boot:completed', () => {
      loadLog.step('boot/completed');
      useGameStore.setState({ assetsLoaded: true, loadPercent: 100 });
    }),
    gameBus.on('scene:active', ({ key }) => {
      document.body.dataset.scene = key;
      useGameStore.setState({ activeScene: key });
      if (!useGameStore.getState().gameStarted && (key === 'CharacterSelection' || key === 'Road' || key === 'Battle' || key === 'Cutscene')) {
        useGameStore.setState({ gameStarted: true });
        loadLog.gameStarted(heapLimitMb());
        document.body.dataset.gameStarted = '1';
      }
    }),
    gameBus.on('scene:failed', ({ key, error }) => {
      console.error(`scene ${key} failed to start`, error);
      clientErrors.report(error);
      onSceneFailure();
    }),
    // An open overlay blocks canvas input; closing the last one unblocks it (§2).
    useWindowStore.subscribe((state, previous) => {
      const blocked = state.stack.length > 0;
      if (blocked !== previous.stack.length > 0) {
        document.body.dataset.inputBlocked = blocked ? '1' : '0';
        gameBus.emit('input:blocked', { blocked });
      }
    }),
  ];
  return () => offs.forEach((off) => off());
}

/** §8: uncaught errors and rejections go to the client error log (the first 3 only). */
export function installErrorReporting(): () => void {
  const onError = (event: ErrorEvent) => clientErrors.report(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => clientErrors.report(event.reason);
  globalThis.addEventListener('error', onError);
  globalThis.addEventListener('unhandledrejection', onRejection);
  return () => {
    globalThis.removeEventListener('error', onError);
    globalThis.removeEventListener('unhandledrejection', onRejection);
  };
}
