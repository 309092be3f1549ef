import { create } from 'zustand';

/** Where the realtime connection stands (the reconnect policy drives it). */
export type RealtimeStatus =
  /** Not started yet (no player). */
  | 'idle'
  | 'connecting'
  | 'connected'
  /** Lost: asking the server whether it is there. */
  | 'checking'
  /** The server did not answer: the connection page shows, checks repeat. */
  | 'offline'
  /** Stopped for good (signed out, the session is gone): no more attempts. */
  | 'stopped';

/** The realtime connection's state, for whoever wants to show it (and `body[data-realtime]` for journeys). */
export const useRealtimeStore = create<{ status: RealtimeStatus }>()(() => ({ status: 'idle' }));
