import { REALTIME_PATH } from '@rol/protocol/realtime';
import { connectionExistsRoute } from '@rol/protocol/player-routes';
import { clientErrors, session } from '../api/api.ts';
import { reloadRoutine } from '../api/reload.ts';
import { useRealtimeStore } from '../stores/realtime-store.ts';
import { useWindowStore } from '../stores/window-store.ts';
import { notificationBus } from './notification-bus.ts';
import { createRealtimeController } from './realtime-controller.ts';
import { topicsFor, type RealtimeIdentity } from './realtime-topics.ts';
import { stompTransport } from './stomp-transport.ts';

/** The lazily loaded realtime chunk: one STOMP connection for the page (§4, §7; docs/architecture.md, "Realtime"). */

const HEART_BEAT_MS = 10_000;
const CONNECT_TIMEOUT_MS = 10_000;
const CHECK_TIMEOUT_MS = 5_000;

function socketUrl(): string {
  const url = new URL(REALTIME_PATH, globalThis.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const { jsession } = session.get();
  if (jsession !== null) url.searchParams.set('JSESSIONID', jsession);
  return url.toString();
}

function connectHeaders(): Record<string, string> {
  const { jsession, authorization } = session.get();
  const headers: Record<string, string> = {};
  if (jsession !== null) headers.JSESSIONID = jsession;
  if (authorization !== null) headers.Authorization = authorization;
  return headers;
}

/** §8: the reachability check after a lost connection. */
async function checkServer(): Promise<boolean> {
  try {
    const response = await globalThis.fetch(connectionExistsRoute.path, {
      cache: 'no-store',
      credentials: 'include',
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    return response.ok && (await response.json()) === true;
  } catch {
    return false;
  }
}

export interface RealtimeHandle {
  setIdentity(identity: RealtimeIdentity): void;
  stop(): void;
}

export function startRealtime(identity: RealtimeIdentity): RealtimeHandle {
  const windows = useWindowStore;
  let hidingLost = false;
  // The server is unreachable when the error happens: its report waits for the connection to return.
  let unsentError: string | null = null;
  const controller = createRealtimeController(
    {
      connect: stompTransport({ url: socketUrl, connectHeaders, heartBeatMs: HEART_BEAT_MS, connectTimeoutMs: CONNECT_TIMEOUT_MS }),
      checkServer,
      schedule: (run, ms) => {
        const timer = globalThis.setTimeout(run, ms);
        return () => globalThis.clearTimeout(timer);
      },
      random: Math.random,
      onNotification: (notification) => notificationBus.emit(notification.type, notification as never),
      onStatus: (status) => {
        useRealtimeStore.setState({ status });
        document.body.dataset.realtime = status;
        if (status === 'connected' && unsentError !== null) {
          clientErrors.report(unsentError);
          unsentError = null;
        }
      },
      showLost: () => windows.getState().open('connection-lost'),
      hideLost: () => {
        hidingLost = true;
        windows.getState().close('connection-lost');
        hidingLost = false;
      },
      logError: (message) => {
        console.error(message);
        unsentError = message;
      },
      reload: (reason) => reloadRoutine(`realtime: ${reason}`),
      resync: () => notificationBus.emit('realtime:resync', undefined),
      warn: (message) => console.warn(message),
    },
    topicsFor(identity),
  );

  const nudge = () => controller.nudge();
  const onVisible = () => document.visibilityState === 'visible' && controller.nudge();
  globalThis.addEventListener('online', nudge);
  document.addEventListener('visibilitychange', onVisible);
  // The player closing the connection page while offline asks for a check now.
  const offWindows = windows.subscribe((state, previous) => {
    const wasOpen = previous.stack.includes('connection-lost');
    if (wasOpen && !state.stack.includes('connection-lost') && !hidingLost) controller.lostDismissed();
  });

  controller.start();
  return {
    setIdentity: (next) => controller.setTopics(topicsFor(next)),
    stop() {
      globalThis.removeEventListener('online', nudge);
      document.removeEventListener('visibilitychange', onVisible);
      offWindows();
      controller.stop();
    },
  };
}
