import type { LoadLogStep } from '@rol/protocol/load-log-routes';

/** The version of the versioned game-started step this client sends. */
export const GAME_STARTED_LOG_VERSION = 1;

type GetRequest = (path: string, query: Record<string, string | number>, keepalive: boolean) => Promise<unknown>;

/**
 * §7 load logs: GET /api/load/log/{step} with the hardware session; `five`, `half`, `boot` and
 * `boot/completed` are sent once per page (the load scene runs again at later scene starts, and
 * repeats would only meet the server's rate limit); game/started also sends its versioned variant with memory and session.
 * Failures are swallowed: logging must never break loading.
 */
export function createLoadLog(get: GetRequest, hardwareSession: string) {
  const sentOnce = new Set<LoadLogStep>();
  const send = (path: string, query: Record<string, string | number>, keepalive = false) => {
    get(path, { h_session: hardwareSession, ...query }, keepalive).catch(() => undefined);
  };
  return {
    step(step: Exclude<LoadLogStep, 'unload'>): void {
      const once = step === 'five' || step === 'half' || step === 'game/started' || step === 'boot' || step === 'boot/completed';
      if (once && sentOnce.has(step)) return;
      sentOnce.add(step);
      send(`/api/load/log/${step}`, {});
    },
    unload(loadedPct: number): void {
      send('/api/load/log/unload', { loadedPct: Math.max(0, Math.min(100, Math.floor(loadedPct))) }, true);
    },
    /** game/started and /game/started/v1?memory=&session= (memory: JS heap limit in MB when known). */
    gameStarted(memoryMb: number | null): void {
      if (sentOnce.has('game/started')) return;
      sentOnce.add('game/started');
      send('/api/load/log/game/started', {});
      send(`/api/load/log/game/started/v${GAME_STARTED_LOG_VERSION}`, {
        ...(memoryMb === null ? {} : { memory: Math.round(memoryMb) }),
        session: hardwareSession,
      });
    },
  };
}

export type LoadLog = ReturnType<typeof createLoadLog>;
