import { useTranslation } from 'react-i18next';
import { UNLOCKS } from '@rol/rules/unlocks';
import { useWindowStore } from '../../stores/window-store.ts';
import { Icon } from '../../ui/icon.tsx';
import './message-buttons.css';

/** The road HUD's clan (from level 8, §9), chat and mail buttons; the mail button wears a badge while new mail waits (§3 haveNewMailMessage). */
export function MessageButtons({ haveNewMail, level, promptClan }: { haveNewMail: boolean; level: number; promptClan: boolean }) {
  const { t } = useTranslation();
  const openWindow = useWindowStore((s) => s.open);
  return (
    <div className="hud-messages">
      {level >= UNLOCKS.clanButtonLevel ? (
        <button
          type="button"
          className="hud-messages__button"
          data-testid="open-clan"
          data-prompt={promptClan ? '1' : '0'}
          onClick={() => openWindow('clan')}
          aria-label={t('clan.open')}
          title={t('clan.open')}
        >
          <Icon name="knight-banner" size={24} />
          {promptClan ? <span className="hud-messages__badge" data-testid="clan-prompt-badge" aria-hidden="true" /> : null}
        </button>
      ) : null}
      <button type="button" className="hud-messages__button" data-testid="open-chat" onClick={() => openWindow('chat')} aria-label={t('chat.open')} title={t('chat.open')}>
        <Icon name="chat-bubble" size={24} />
      </button>
      <button
        type="button"
        className="hud-messages__button"
        data-testid="open-mail"
        data-new={haveNewMail ? '1' : '0'}
        onClick={() => openWindow('mail')}
        aria-label={haveNewMail ? `${t('mail.open')}: ${t('mail.newMail')}` : t('mail.open')}
        title={haveNewMail ? t('mail.newMail') : t('mail.open')}
      >
        <Icon name="envelope" size={24} />
        {haveNewMail ? <span className="hud-messages__badge" data-testid="mail-new-badge" aria-hidden="true" /> : null}
      </button>
    </div>
  );
}
