import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_PAGE_SIZE, CHAT_TEXT_MAX, type ChatMessageDto } from '@rol/protocol/message-dto';
import type { PlayerDto } from '@rol/protocol/player-dto';
import { MessageComposer } from '../../messages/message-composer.tsx';
import { MessageScroller } from '../../messages/message-scroller.tsx';
import { MessageRow } from '../../messages/message-row.tsx';
import { useMessageList } from '../../messages/use-message-list.ts';
import { useNow } from '../../messages/use-now.ts';
import { notificationBus } from '../../realtime/notification-bus.ts';
import { FormError } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useFailureText, useUiLang } from '../../ui/use-failure-text.ts';
import { chatRoomSource, deleteChatMessage, sendChatMessage } from './chat-api.ts';
import { canDeleteMessage } from './chat-rules.ts';
import { StaffMark } from '../../ui/staff-mark.tsx';

interface ChatRoomViewProps {
  room: string;
  player: Pick<PlayerDto, 'id' | 'accessLevel'>;
  blocked: ReadonlySet<number>;
  /** Shown instead of the writing line (level below 10, chat ban). */
  lockText: string | null;
  /** The newest message shown, for the seen report when the chat closes. */
  onNewest: (room: string, id: number) => void;
  onAuthor: (message: ChatMessageDto) => void;
}

/** One room: history (20 a page, older on scroll), live messages and deletions, the writing line. */
export function ChatRoomView({ room, player, blocked, lockText, onNewest, onAuthor }: ChatRoomViewProps) {
  const { t } = useTranslation();
  const now = useNow();
  const lang = useUiLang();
  const failureText = useFailureText();
  const source = useMemo(() => chatRoomSource(room), [room]);
  // §2 black list: the server leaves blocked players out of its pages; live messages are hidden here.
  const keep = useCallback((m: ChatMessageDto) => !blocked.has(m.authorId), [blocked]);
  const list = useMessageList(source, CHAT_PAGE_SIZE, keep);
  const { dispatch } = list;

  useEffect(() => {
    const offMessage = notificationBus.on('CHAT_MESSAGE', (n) => {
      if (n.room === room) dispatch({ type: 'live', message: n.message });
    });
    const offDelete = notificationBus.on('CHAT_MESSAGE_DELETE', (n) => {
      if (n.room === room) dispatch({ type: 'removed', id: n.messageId });
    });
    return () => {
      offMessage();
      offDelete();
    };
  }, [room, dispatch]);

  const { visible } = list;
  const first = visible[0]?.id ?? 0;
  const last = visible[visible.length - 1]?.id ?? 0;
  useEffect(() => {
    if (last > 0) onNewest(room, last);
  }, [room, last, onNewest]);

  const remove = (message: ChatMessageDto) => {
    deleteChatMessage(room, message.id).then(
      () => dispatch({ type: 'removed', id: message.id }),
      (error: unknown) => console.warn(failureText(error)),
    );
  };

  return (
    <>
      <MessageScroller
        testId="chat-messages"
        firstId={first}
        lastId={last}
        hasOlder={list.state.hasOlder}
        loadingOlder={list.loadingOlder}
        onLoadOlder={list.loadOlder}
      >
        {!list.state.loaded && !list.error ? <p className="msg-empty">{t('messages.loading')}</p> : null}
        {/* A locked chat says only that it is locked (below), never "write first". */}
        {list.state.loaded && visible.length === 0 && !lockText ? <p className="msg-empty">{t('chat.empty')}</p> : null}
        {visible.map((message) => {
          const mine = message.authorId === player.id;
          return (
            <MessageRow
              key={message.id}
              mine={mine}
              data={{ 'data-testid': 'chat-message', 'data-id': message.id, 'data-author-id': message.authorId }}
              author={
                <button
                  type="button"
                  className="msg__author"
                  data-testid="chat-message-author"
                  disabled={mine}
                  onClick={() => onAuthor(message)}
                >
                  {mine ? t('messages.you') : message.authorName}
                  <StaffMark level={message.authorStaff} />
                </button>
              }
              time={message.time}
              now={now}
              lang={lang}
              text={message.text}
              actions={
                canDeleteMessage(message, player) ? (
                  <button
                    type="button"
                    className="msg__delete"
                    data-testid="chat-message-delete"
                    aria-label={t('messages.delete')}
                    title={t('messages.delete')}
                    onClick={() => remove(message)}
                  >
                    <Icon name="trash-can" size={16} />
                  </button>
                ) : null
              }
            />
          );
        })}
      </MessageScroller>
      {list.error ? <FormError text={failureText(list.error)} /> : null}
      {lockText ? (
        <p className="msg-note" data-testid="chat-locked">
          {lockText}
        </p>
      ) : (
        <MessageComposer
          testIdPrefix="chat"
          max={CHAT_TEXT_MAX}
          placeholder={t('chat.placeholder')}
          send={async (text) => dispatch({ type: 'live', message: await sendChatMessage(room, text) })}
        />
      )}
    </>
  );
}
