import { create } from 'zustand';
import type { RealtimeStatus } from '../realtime/reconnect-policy.ts';

/** The realtime connection's state, for whoever wants to show it (and `body[data-realtime]` for journeys). */
export const useRealtimeStore = create<{ status: RealtimeStatus }>()(() => ({ status: 'idle' }));
