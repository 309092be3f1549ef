import { useTranslation } from 'react-i18next';
import { BlockListRows } from '../../messages/block-list-rows.tsx';
import { BackButton } from './back-button.tsx';

/** §4 "block and unblock others in mail": the black list (also in Settings, §2) inside the mail window. */
export function MailBlockListView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="mail-dialog__head">
        <BackButton onClick={onBack} />
        <strong className="mail-dialog__name">{t('mail.blockList')}</strong>
      </div>
      <div className="msg-scroller mail-dialogs" data-testid="mail-blocklist">
        <BlockListRows testId="mail-blocked" emptyClassName="msg-empty" />
      </div>
    </>
  );
}
