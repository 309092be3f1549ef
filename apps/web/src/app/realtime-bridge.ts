import { clientErrors } from '../api/api.ts';
import { patchPlayer } from '../api/player-cache.ts';
import { notificationBus } from '../realtime/notification-bus.ts';
import type { RealtimeIdentity } from '../realtime/realtime-topics.ts';
import type { RealtimeHandle } from '../realtime/start-realtime.ts';
import { playerStore } from '../stores/player-store.ts';
import { queryClient } from './query-client.ts';
import { preloadOfflinePages } from './window-host.tsx';

/**
 * §4: the realtime connection opens when the player is first set (its chunk loads then) and
 * follows the player's clan. A mail arriving for the player lights the HUD's new-mail flag.
 */
export function installRealtime(): () => void {
  let handle: Promise<RealtimeHandle | null> | null = null;
  let identityKey = '';

  const follow = (identity: RealtimeIdentity) => {
    const key = `${identity.clientUuid}/${identity.clanId ?? ''}`;
    if (key === identityKey) return;
    identityKey = key;
    if (handle === null) {
      preloadOfflinePages();
      handle = import('../realtime/start-realtime.ts').then(
        ({ startRealtime }) => startRealtime(identity),
        (error: unknown) => {
          clientErrors.report(error);
          return null;
        },
      );
    } else {
      void handle.then((started) => started?.setIdentity(identity));
    }
  };

  const offPlayer = playerStore.subscribe(({ info }) => {
    if (info) follow({ clientUuid: info.clientUuid, clanId: info.player.clanId });
  });
  const initial = playerStore.getState().info;
  if (initial) follow({ clientUuid: initial.clientUuid, clanId: initial.player.clanId });

  const offMail = notificationBus.on('MAIL_MESSAGE', ({ message }) => {
    const me = playerStore.getState().info?.player.id;
    if (me !== undefined && message.toId === me) patchPlayer(queryClient, { haveNewMailMessage: true });
  });

  // A personal notification (a gift, a forum reply, …): the HUD's marks light and the list refreshes.
  const offNotification = notificationBus.on('NOTIFICATION', ({ notification }) => {
    patchPlayer(queryClient, {
      haveNewNotification: true,
      ...(notification.type === 'GIFT_RECEIVED' ? { haveNewGift: true } : {}),
    });
    void queryClient.invalidateQueries({ queryKey: ['notifications'] });
  });

  return () => {
    offPlayer();
    offMail();
    offNotification();
    void handle?.then((started) => started?.stop());
  };
}
