import { create } from 'zustand';
import type { PlatformIds } from './api-client.ts';

/** Platform ids learned from a host platform's SDK (§7: sent as headers when known). Empty when standalone. */
export const usePlatformIds = create<PlatformIds>()(() => ({}));
