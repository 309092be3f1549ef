import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logoutRoute } from '@rol/protocol/account-routes';
import type { PlayerDto, Quality } from '@rol/protocol/player-dto';
import {
  genderSetRoute,
  langSwitchToRoute,
  moveSpeedModeRoute,
  pushSwitchRoute,
  qualitySetRoute,
  soundMuteRoute,
  uiSwitchRoute,
} from '@rol/protocol/player-routes';
import { api, session } from '../../api/api.ts';
import { patchPlayer, reloadPlayer } from '../../api/player-cache.ts';
import { reloadPage } from '../../api/reload.ts';

/** One settings call: its answer is written into the cached player info (re-rendering in place). */
function useSetting<Vars>(call: (vars: Vars) => Promise<{ patch?: Partial<PlayerDto>; quality?: Quality }>, refetch = false) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async ({ patch, quality }) => {
      patchPlayer(client, patch ?? {}, quality ? { quality } : {});
      if (refetch) await reloadPlayer(client);
    },
  });
}

export function useSettingsCalls() {
  const lang = useSetting(async (next: 'RU' | 'EN') => ({
    patch: { lang: (await api.call(langSwitchToRoute, { params: { lang: next.toLowerCase() } })).lang },
  }));
  const sound = useSetting(async (soundMute: boolean) => ({
    patch: { soundMute: (await api.call(soundMuteRoute, { body: { soundMute } })).soundMute },
  }));
  const quality = useSetting(async (q: Quality) => ({
    quality: (await api.call(qualitySetRoute, { params: { q } })).quality,
  }));
  const interfaceMode = useSetting(async () => ({ patch: { interfaceMode: (await api.call(uiSwitchRoute)).interfaceMode } }));
  const moveSpeed = useSetting(async (moveSpeedMode: PlayerDto['moveSpeedMode']) => ({
    patch: { moveSpeedMode: (await api.call(moveSpeedModeRoute, { body: { moveSpeedMode } })).moveSpeedMode },
  }));
  const push = useSetting(async () => ({ patch: { pushEnabled: (await api.call(pushSwitchRoute)).pushEnabled } }));
  const gender = useSetting(async (next: PlayerDto['gender']) => {
    const answer = await api.call(genderSetRoute, { body: { gender: next } });
    return { patch: { gender: answer.gender, mithril: answer.mithril } };
    // The change count (for the price note) comes with the full player.
  }, true);
  const logout = useMutation({
    /** §4: logout reloads the page; this device forgets the session, so it starts as a newcomer. */
    mutationFn: async () => {
      await api.call(logoutRoute);
      session.clear();
      reloadPage();
    },
  });
  return { lang, sound, quality, interfaceMode, moveSpeed, push, gender, logout };
}

/** Gender changes made so far, as the server keeps them in the player's metaData. */
export function genderChanges(player: Pick<PlayerDto, 'metaData'>): number {
  const value = player.metaData['genderChanges'];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}
