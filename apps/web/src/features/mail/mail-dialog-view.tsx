import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIL_PAGE_SIZE, MAIL_TEXT_MAX } from '@rol/protocol/message-dto';
import { useBlockedIds, useBlockToggle } from '../../messages/block-list.ts';
import { MessageComposer } from '../../messages/message-composer.tsx';
import { MessageScroller } from '../../messages/message-scroller.tsx';
import { MessageRow } from '../../messages/message-row.tsx';
import { useMessageList } from '../../messages/use-message-list.ts';
import { useNow } from '../../messages/use-now.ts';
import { notificationBus } from '../../realtime/notification-bus.ts';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { useFailureText, useUiLang } from '../../ui/use-failure-text.ts';
import { mailDialogSource, sendMail } from './mail-api.ts';
import { BackButton } from './back-button.tsx';
import { belongsToDialog, isOwnSupport, partnerNameFrom, type DialogRef } from './mail-rules.ts';
import { openPlayerProfile } from '../../stores/player-profile-store.ts';

interface MailDialogViewProps {
  dialog: DialogRef;
  me: number;
  onBack: () => void;
}

/** One dialog: history (20 a page, older on scroll), live MAIL_MESSAGE, writing, block and unblock. */
export function MailDialogView({ dialog, me, onBack }: MailDialogViewProps) {
  const { t } = useTranslation();
  const now = useNow();
  const lang = useUiLang();
  const failureText = useFailureText();
  const source = useMemo(() => mailDialogSource(dialog), [dialog]);
  const list = useMessageList(source, MAIL_PAGE_SIZE);
  const { dispatch, catchUp } = list;
  const blocked = useBlockedIds();
  const blockToggle = useBlockToggle();

  useEffect(
    () =>
      notificationBus.on('MAIL_MESSAGE', ({ message }) => {
        if (!belongsToDialog(message, dialog, me)) return;
        // Fetching what came after the newest held message marks it read on the server.
        catchUp();
        dispatch({ type: 'live', message });
      }),
    [dialog, me, catchUp, dispatch],
  );

  const ownSupport = isOwnSupport(dialog);
  const name = ownSupport ? t('mail.support') : (partnerNameFrom(list.visible, dialog.partnerId) ?? dialog.partnerName);
  const canBlock = !dialog.support;
  const isBlocked = blocked.has(dialog.partnerId);
  const first = list.visible[0]?.id ?? 0;
  const last = list.visible[list.visible.length - 1]?.id ?? 0;

  return (
    <>
      <div className="mail-dialog__head">
        <BackButton onClick={onBack} />
        <strong className="mail-dialog__name" data-testid="mail-dialog-name">
          {name}
        </strong>
        {canBlock ? (
          <Button variant="stone" icon="scroll-unfurled" data-testid="mail-partner-profile" onClick={() => openPlayerProfile(dialog.partnerId)}>
            {t('playerProfile.title')}
          </Button>
        ) : null}
        {canBlock ? (
          <Button
            variant={isBlocked ? 'stone' : 'danger'}
            icon="cancel"
            className="mail-dialog__block"
            data-testid={isBlocked ? 'mail-unblock' : 'mail-block'}
            disabled={blockToggle.isPending}
            onClick={() => blockToggle.mutate({ playerId: dialog.partnerId, block: !isBlocked })}
          >
            {isBlocked ? t('mail.unblock') : t('mail.block')}
          </Button>
        ) : null}
      </div>
      {ownSupport ? <p className="msg-note">{t('mail.supportHint')}</p> : null}
      <MessageScroller
        testId="mail-messages"
        firstId={first}
        lastId={last}
        hasOlder={list.state.hasOlder}
        loadingOlder={list.loadingOlder}
        onLoadOlder={list.loadOlder}
      >
        {!list.state.loaded && !list.error ? <p className="msg-empty">{t('messages.loading')}</p> : null}
        {list.state.loaded && list.visible.length === 0 ? <p className="msg-empty">{t('mail.noMessages')}</p> : null}
        {list.visible.map((message) => {
          const mine = message.fromId === me;
          return (
            <MessageRow
              key={message.id}
              mine={mine}
              data={{ 'data-testid': 'mail-message', 'data-id': message.id, 'data-from-id': message.fromId }}
              author={
                <span className="msg__author">
                  {mine ? t('messages.you') : message.fromId === 0 ? t('mail.support') : message.fromName}
                </span>
              }
              time={message.time}
              now={now}
              lang={lang}
              text={message.text}
            />
          );
        })}
      </MessageScroller>
      {list.error ? <FormError text={failureText(list.error)} /> : null}
      {blockToggle.error ? <FormError text={failureText(blockToggle.error)} /> : null}
      {isBlocked ? <p className="msg-note">{t('mail.blockedNote')}</p> : null}
      <MessageComposer
        testIdPrefix="mail"
        max={MAIL_TEXT_MAX}
        placeholder={t('mail.placeholder')}
        send={async (text) => dispatch({ type: 'live', message: await sendMail(dialog, text) })}
      />
    </>
  );
}
