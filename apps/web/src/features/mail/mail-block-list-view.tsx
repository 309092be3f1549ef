import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { blockListQuery, useBlockToggle } from '../../messages/block-list.ts';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { BackButton } from './back-button.tsx';
import { useFailureText, useUiLang } from '../../ui/use-failure-text.ts';

/** §2 settings "black list" and §4 "block and unblock others in mail": the list with unblock buttons. */
export function MailBlockListView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const lang = useUiLang();
  const failureText = useFailureText();
  const list = useQuery(blockListQuery);
  const toggle = useBlockToggle();
  const players = list.data?.players ?? [];

  return (
    <>
      <div className="mail-dialog__head">
        <BackButton onClick={onBack} />
        <strong className="mail-dialog__name">{t('mail.blockList')}</strong>
      </div>
      <div className="msg-scroller mail-dialogs" data-testid="mail-blocklist">
        {list.isPending ? <p className="msg-empty">{t('messages.loading')}</p> : null}
        {list.isError ? <FormError text={failureText(list.error)} /> : null}
        {list.isSuccess && players.length === 0 ? <p className="msg-empty">{t('mail.blockListEmpty')}</p> : null}
        {players.map((player) => (
          <div key={player.playerId} className="mail-blocked" data-testid="mail-blocked" data-player-id={player.playerId}>
            <Icon name="cancel" size={20} />
            <span className="mail-blocked__who">
              <strong>{player.name}</strong>
              <span className="mail-blocked__since">
                {t('mail.blockedSince', { date: new Date(player.since).toLocaleDateString(lang === 'ru' ? 'ru-RU' : 'en-GB') })}
              </span>
            </span>
            <Button
              variant="stone"
              data-testid="mail-blocked-unblock"
              disabled={toggle.isPending}
              onClick={() => toggle.mutate({ playerId: player.playerId, block: false })}
            >
              {t('mail.unblock')}
            </Button>
          </div>
        ))}
      </div>
      {toggle.error ? <FormError text={failureText(toggle.error)} /> : null}
    </>
  );
}
