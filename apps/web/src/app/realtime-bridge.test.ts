import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerInfoDto } from '@rol/protocol/player-dto';
import { playerInfoKey } from '../api/player-info.ts';
import { notificationBus } from '../realtime/notification-bus.ts';
import { playerStore } from '../stores/player-store.ts';
import { queryClient } from './query-client.ts';
import { installRealtime } from './realtime-bridge.ts';

vi.mock('../realtime/start-realtime.ts', () => ({
  startRealtime: () => Promise.resolve({ setIdentity: () => undefined, stop: () => undefined }),
}));
vi.mock('./window-host.tsx', () => ({ preloadOfflinePages: () => undefined }));

const ME = 7;

/** Only the fields the bridge reads; the rest of the info never reaches it. */
function infoOf(haveNewMailMessage: boolean): PlayerInfoDto {
  return { clientUuid: 'c-7', player: { id: ME, clanId: null, haveNewMailMessage } } as unknown as PlayerInfoDto;
}

function mail(toId: number) {
  return { id: 1, time: 0, text: 'hi', fromId: 9, fromName: 'Ann', toId, support: false, read: false };
}

describe('the realtime bridge', () => {
  let uninstall: () => void;
  beforeEach(() => {
    queryClient.clear();
    queryClient.setQueryData(playerInfoKey, infoOf(false));
    playerStore.setState({ info: infoOf(false) });
    uninstall = installRealtime();
  });
  afterEach(() => {
    uninstall();
    playerStore.setState({ info: null });
  });

  it('lights the new-mail flag at once', () => {
    notificationBus.emit('MAIL_MESSAGE', { type: 'MAIL_MESSAGE', message: mail(ME) });
    expect(queryClient.getQueryData<PlayerInfoDto>(playerInfoKey)?.player.haveNewMailMessage).toBe(true);
  });

  it('leaves the player alone for a mail to somebody else', () => {
    notificationBus.emit('MAIL_MESSAGE', { type: 'MAIL_MESSAGE', message: mail(ME + 1) });
    expect(queryClient.getQueryData<PlayerInfoDto>(playerInfoKey)?.player.haveNewMailMessage).toBe(false);
  });
});
