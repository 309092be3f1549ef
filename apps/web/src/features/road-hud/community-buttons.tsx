import { useTranslation } from 'react-i18next';
import type { IconName } from '../../art/icons.ts';
import { useWindowStore, type WindowName } from '../../stores/window-store.ts';
import { Icon } from '../../ui/icon.tsx';
import './message-buttons.css';

interface CommunityButton {
  window: WindowName;
  icon: IconName;
  label: string;
  mark: boolean;
}

/**
 * The road HUD's forum, gifts, notifications and manual buttons; a badge while something new waits
 * (on the manual: road news, which the manual shows).
 */
export function CommunityButtons({
  newGift,
  newNotification,
  roadNews,
}: {
  newGift: boolean;
  newNotification: boolean;
  /** Road news the player has not opened the manual for yet. */
  roadNews: boolean;
}) {
  const { t } = useTranslation();
  const openWindow = useWindowStore((s) => s.open);
  const buttons: CommunityButton[] = [
    { window: 'forum', icon: 'conversation', label: t('community.hud.forum'), mark: false },
    { window: 'gifts', icon: 'present', label: t('community.hud.gifts'), mark: newGift },
    { window: 'notifications', icon: 'scroll-unfurled', label: t('community.hud.notifications'), mark: newNotification },
    { window: 'manual', icon: 'open-book', label: roadNews ? t('community.hud.manualNews') : t('community.hud.manual'), mark: roadNews },
  ];
  return (
    <div className="hud-messages hud-community">
      {buttons.map((b) => (
        <button
          key={b.window}
          type="button"
          className="hud-messages__button"
          data-testid={`open-${b.window}`}
          data-new={b.mark ? '1' : '0'}
          onClick={() => openWindow(b.window)}
          aria-label={b.label}
          title={b.label}
        >
          <Icon name={b.icon} size={22} />
          {b.mark ? <span className="hud-messages__badge" data-testid={`${b.window}-new-badge`} aria-hidden="true" /> : null}
        </button>
      ))}
    </div>
  );
}
