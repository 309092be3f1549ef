import { useEffect, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MessageBody } from '../../messages/message-body.tsx';
import { messageTime } from '../../messages/message-time.ts';
import { useNow } from '../../messages/use-now.ts';
import { notificationBus } from '../../realtime/notification-bus.ts';
import { Button, FormError, Segmented, TextField } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useFailureText, useUiLang } from '../../ui/use-failure-text.ts';
import { mailListKey, mailListQuery } from './mail-api.ts';
import { playerFindRoute } from '@rol/protocol/player-routes';
import { api } from '../../api/api.ts';
import { isOwnSupport, joinDialogPages, type DialogRef } from './mail-rules.ts';

interface MailListViewProps {
  me: number;
  moderator: boolean;
  onOpen: (dialog: DialogRef) => void;
  onBlockList: () => void;
}

/** The dialogs (support first), writing to a player by number, the black list, the support inbox for moderators. */
export function MailListView({ me, moderator, onOpen, onBlockList }: MailListViewProps) {
  const { t } = useTranslation();
  const now = useNow();
  const lang = useUiLang();
  const failureText = useFailureText();
  const client = useQueryClient();
  const [inbox, setInbox] = useState(false);
  const [writing, setWriting] = useState(false);
  const [writeError, setWriteError] = useState<string | null>(null);
  const list = useInfiniteQuery(mailListQuery(inbox));

  useEffect(() => notificationBus.on('MAIL_MESSAGE', () => void client.invalidateQueries({ queryKey: mailListKey })), [client]);

  const dialogs = joinDialogPages(list.data?.pages ?? []);

  // A letter is addressed by the nickname the game shows; the dialog is headed with it.
  const write = (form: FormData) => {
    const nickname = String(form.get('nickname') ?? '').trim();
    if (nickname === '') {
      setWriteError(t('mail.invalidName'));
      return;
    }
    setWriteError(null);
    api.call(playerFindRoute, { query: { nickname } }).then(
      (found) => {
        if (found.id === me) setWriteError(t('mail.notYourself'));
        else onOpen({ partnerId: found.id, partnerName: found.nickname, support: false });
      },
      (error: unknown) => setWriteError(failureText(error)),
    );
  };

  return (
    <>
      {moderator ? (
        <Segmented
          options={[
            { value: 'mine' as const, label: t('mail.myMail') },
            { value: 'inbox' as const, label: t('mail.supportInbox') },
          ]}
          value={inbox ? 'inbox' : 'mine'}
          onChange={(value) => setInbox(value === 'inbox')}
          testIdPrefix="mail-view"
        />
      ) : null}
      <div className="mail-actions">
        <Button variant="stone" icon="quill-ink" data-testid="mail-write" onClick={() => setWriting((open) => !open)}>
          {t('mail.write')}
        </Button>
        <Button variant="stone" icon="cancel" data-testid="mail-blocklist-open" onClick={onBlockList}>
          {t('mail.blockList')}
        </Button>
      </div>
      {writing ? (
        <form
          className="mail-write"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            write(new FormData(event.currentTarget));
          }}
        >
          <TextField label={t('mail.writeTo')} name="nickname" autoComplete="off" data-testid="mail-write-name" autoFocus />
          <Button type="submit" icon="envelope" data-testid="mail-write-open">
            {t('mail.writeOpen')}
          </Button>
          <FormError text={writeError} />
        </form>
      ) : null}
      <div className="msg-scroller mail-dialogs" data-testid="mail-dialogs">
        {list.isPending ? <p className="msg-empty">{t('messages.loading')}</p> : null}
        {list.isError ? <FormError text={failureText(list.error)} /> : null}
        {list.isSuccess && dialogs.length === 0 ? <p className="msg-empty">{t('mail.noDialogs')}</p> : null}
        {dialogs.map((dialog) => {
          const ownSupport = isOwnSupport(dialog);
          return (
            <button
              key={`${dialog.support ? 's' : 'p'}${dialog.partnerId}`}
              type="button"
              className={`mail-dialog${dialog.unread > 0 ? ' mail-dialog--unread' : ''}`}
              data-testid="mail-dialog"
              data-partner-id={dialog.partnerId}
              data-support={dialog.support ? '1' : '0'}
              data-unread={dialog.unread}
              onClick={() => onOpen({ partnerId: dialog.partnerId, partnerName: dialog.partnerName, support: dialog.support })}
            >
              <span className="mail-dialog__icon">
                <Icon name={ownSupport ? 'help' : dialog.blocked ? 'cancel' : 'envelope'} size={22} />
              </span>
              <span className="mail-dialog__main">
                <span className="mail-dialog__who">
                  <strong>{ownSupport ? t('mail.support') : dialog.partnerName}</strong>
                  {dialog.blocked ? <em className="mail-dialog__blocked">{t('mail.blocked')}</em> : null}
                  {dialog.lastMessage ? <time className="msg__time">{messageTime(dialog.lastMessage.time, now, lang)}</time> : null}
                </span>
                <span className="mail-dialog__last">
                  {dialog.lastMessage ? <MessageBody text={dialog.lastMessage.text} /> : ownSupport ? t('mail.supportHint') : t('mail.noLastMessage')}
                </span>
              </span>
              {dialog.unread > 0 ? <span className="msg-badge">{Math.min(dialog.unread, 99)}</span> : null}
            </button>
          );
        })}
        {list.hasNextPage ? (
          <button type="button" className="msg-scroller__older" data-testid="mail-more" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {list.isFetchingNextPage ? t('messages.loading') : t('mail.loadMore')}
          </button>
        ) : null}
      </div>
    </>
  );
}
