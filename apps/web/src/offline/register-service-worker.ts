import { useGameStore } from '../stores/game-store.ts';

/** The service worker's address (vite-plugin-pwa builds src/offline/service-worker.ts there). */
export const SERVICE_WORKER_URL = '/service-worker.js';

interface ServiceWorkerHost {
  register(url: string, options: RegistrationOptions): Promise<unknown>;
}

/**
 * Registers the service worker once the game has started (never during the first start, whose
 * downloads it would compete with). The browser then checks for a new worker on each start.
 * Returns a function that stops waiting.
 */
export function registerServiceWorkerAfterStart(
  host: ServiceWorkerHost | undefined = globalThis.navigator?.serviceWorker,
): () => void {
  if (!host) return () => {};
  let done = false;
  const register = () => {
    if (done) return;
    done = true;
    host.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      console.warn('service worker not registered', error);
    });
  };
  if (useGameStore.getState().gameStarted) {
    register();
    return () => {};
  }
  const stop = useGameStore.subscribe((state) => {
    if (!state.gameStarted) return;
    stop();
    register();
  });
  return stop;
}
