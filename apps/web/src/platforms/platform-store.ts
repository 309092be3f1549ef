import { create } from 'zustand';
import type { YandexAccountDto } from '@rol/protocol/platform-account-routes';
import type { PlatformAdapter } from './platform-adapter.ts';

interface PlatformState {
  /** The host platform's adapter once its SDK is ready; null on the game's own site. */
  adapter: PlatformAdapter | null;
  /** The Yandex account chooser's offer: the session's player, the accounts and their proofs. */
  yandexChoice: { currId: number; accounts: YandexAccountDto[]; proofs: string[] } | null;
  /** A platform's gift accepted at this start, shown once (Fotostrana, VK Play). */
  gift: { family: 'foto' | 'mystore'; gems: number } | null;
}

export const usePlatformStore = create<PlatformState>()(() => ({
  adapter: null,
  yandexChoice: null,
  gift: null,
}));

/** The account source the page runs on for §6 rules: the platform adapter's family, else the address's `platform`. */
export function currentPlatformSource(addressPlatform: string | null): string | null {
  const adapter = usePlatformStore.getState().adapter;
  return adapter ? (adapter.source ?? adapter.family) : addressPlatform;
}
