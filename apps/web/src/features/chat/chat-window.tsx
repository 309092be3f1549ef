import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAIN_ROOM, parseChatRoom } from '@rol/protocol/chat-room';
import type { ChatMessageDto } from '@rol/protocol/message-dto';
import { codeText } from '../../api/error-text.ts';
import { playerInfoQuery } from '../../api/player-info.ts';
import { useBlockedIds, useBlockToggle } from '../../messages/block-list.ts';
import { ReconnectingNote } from '../../messages/reconnecting-note.tsx';
import { notificationBus } from '../../realtime/notification-bus.ts';
import { useMessagingStore } from '../../stores/messaging-store.ts';
import { openModeration } from '../../stores/staff-store.ts';
import { hasModeratorAccess } from '@rol/rules/access-levels';
import { UNLOCKS } from '@rol/rules/unlocks';
import { useWindowStore, type WindowProps } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useUiLang } from '../../ui/use-failure-text.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { chatRoomsQuery, reportChatSeen } from './chat-api.ts';
import { ChatRoomView } from './chat-room-view.tsx';
import { chatLock, privateRoomWith, roomTabs } from './chat-rules.ts';
import '../../messages/messages.css';
import { useNow } from '../../messages/use-now.ts';
import './chat.css';
import { openPlayerProfile } from '../../stores/player-profile-store.ts';

type Author = Pick<ChatMessageDto, 'authorId' | 'authorName'>;

/** §2 chat: the main room, the clan room (in a clan) and private rooms; closing reports it as seen. */
export default function ChatWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const lang = useUiLang();
  const { data: info } = useQuery(playerInfoQuery);
  const rooms = useQuery(chatRoomsQuery);
  const blocked = useBlockedIds();
  const blockToggle = useBlockToggle();
  // The clan window opens the chat on the clan room (messaging store); taken once.
  // Taken after the first commit: a render React throws away (a suspending child) must not lose it.
  const [room, setRoom] = useState(() => useMessagingStore.getState().chatRoom ?? MAIN_ROOM);
  useEffect(() => {
    if (useMessagingStore.getState().chatRoom !== null) useMessagingStore.setState({ chatRoom: null });
  }, []);
  const [opened, setOpened] = useState<{ room: string; partnerName: string }[]>([]);
  const [unread, setUnread] = useState<Record<string, number>>({ [MAIN_ROOM]: 0 });
  const [author, setAuthor] = useState<Author | null>(null);
  const newest = useRef(new Map<string, number>());
  const now = useNow();
  const me = info?.player.id;

  // Messages in the rooms not shown: count them on their tabs; a new private room gets a tab.
  useEffect(
    () =>
      notificationBus.on('CHAT_MESSAGE', ({ room: where, message }) => {
        if (where === room || message.authorId === me) return;
        setUnread((counts) => ({ ...counts, [where]: (counts[where] ?? 0) + 1 }));
        if (parseChatRoom(where)?.kind === 'private') {
          setOpened((list) => (list.some((o) => o.room === where) ? list : [{ room: where, partnerName: message.authorName }, ...list]));
        }
      }),
    [room, me],
  );

  const onNewest = useCallback((where: string, id: number) => {
    newest.current.set(where, Math.max(id, newest.current.get(where) ?? 0));
  }, []);

  const close = () => {
    for (const [where, lastId] of newest.current) reportChatSeen(where, lastId).catch(() => undefined);
    onClose();
  };

  if (!info) return null;
  const { player } = info;
  const tabs = roomTabs(rooms.data?.rooms ?? [], opened, player.clanId !== null, unread);
  const lock = chatLock(player, now);
  const lockText =
    lock === 'level'
      ? `${codeText('CHAT_LEVEL_REQUIRED', lang)} ${t('firstSteps.chatMeanwhile', { level: player.level, count: Math.max(0, UNLOCKS.chatLevel - player.level) })}`
      : lock === 'banned'
        ? `${codeText('CHAT_BANNED', lang)} ${t('chat.bannedUntil', { until: new Date(player.chatBanUntil ?? 0).toLocaleString(lang) })}`
        : null;

  const show = (where: string) => {
    setRoom(where);
    setAuthor(null);
    setUnread((counts) => ({ ...counts, [where]: 0 }));
  };
  const openPrivate = (who: Author) => {
    const where = privateRoomWith(who.authorId);
    setOpened((list) => (list.some((o) => o.room === where) ? list : [{ room: where, partnerName: who.authorName }, ...list]));
    show(where);
  };
  const mailTo = (who: Author) => {
    useMessagingStore.setState({ mailTarget: { partnerId: who.authorId, partnerName: who.authorName } });
    useWindowStore.getState().open('mail');
  };
  const moderate = (who: Author) => openModeration({ id: who.authorId, nickname: who.authorName });
  const isBlocked = author !== null && blocked.has(author.authorId);

  return (
    <WindowFrame name="chat" title={t('chat.title')} onClose={close} className="window--messages">
      <ReconnectingNote />
      <nav className="msg-tabs" aria-label={t('chat.rooms')}>
        {tabs.map((tab) => (
          <button
            key={tab.room}
            type="button"
            className={`msg-tab${tab.room === room ? ' msg-tab--on' : ''}`}
            data-testid={`chat-room-${tab.room}`}
            aria-pressed={tab.room === room}
            onClick={() => show(tab.room)}
          >
            {tab.kind === 'private' ? <Icon name="talk" size={16} /> : null}
            <span>{tab.kind === 'private' ? tab.partnerName : t(`chat.room.${tab.kind}`)}</span>
            {tab.unread > 0 && tab.room !== room ? <span className="msg-badge">{Math.min(tab.unread, 99)}</span> : null}
          </button>
        ))}
      </nav>
      {author ? (
        <div className="chat-author" role="group" aria-label={t('chat.authorActions', { name: author.authorName })} data-testid="chat-author-actions">
          <strong className="chat-author__name">{author.authorName}</strong>
          <Button variant="stone" icon="talk" data-testid="chat-author-private" onClick={() => openPrivate(author)}>
            {t('chat.private')}
          </Button>
          <Button variant="stone" icon="envelope" data-testid="chat-author-mail" onClick={() => mailTo(author)}>
            {t('chat.mail')}
          </Button>
          <Button variant="stone" icon="scroll-unfurled" data-testid="chat-author-profile" onClick={() => openPlayerProfile(author.authorId)}>
            {t('playerProfile.title')}
          </Button>
          <Button
            variant={isBlocked ? 'stone' : 'danger'}
            icon="cancel"
            data-testid={isBlocked ? 'chat-author-unblock' : 'chat-author-block'}
            disabled={blockToggle.isPending}
            onClick={() => blockToggle.mutate({ playerId: author.authorId, block: !isBlocked }, { onSuccess: () => setAuthor(null) })}
          >
            {isBlocked ? t('chat.unblock') : t('chat.block')}
          </Button>
          {info && hasModeratorAccess(info.player.accessLevel) ? (
            <Button variant="stone" icon="checked-shield" data-testid="chat-author-moderate" onClick={() => moderate(author)}>
              {t('staff.moderate')}
            </Button>
          ) : null}
          <button type="button" className="chat-author__close" aria-label={t('common.close')} onClick={() => setAuthor(null)}>
            <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M3 3 13 13 M13 3 3 13" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ) : null}
      <ChatRoomView
        key={room}
        room={room}
        player={player}
        blocked={blocked}
        lockText={lockText}
        onNewest={onNewest}
        onAuthor={(message) => setAuthor({ authorId: message.authorId, authorName: message.authorName })}
      />
    </WindowFrame>
  );
}
