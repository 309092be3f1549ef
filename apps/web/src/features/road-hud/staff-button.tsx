import { useTranslation } from 'react-i18next';
import { hasModeratorAccess, type AccessLevel } from '@rol/rules/access-levels';
import { useWindowStore } from '../../stores/window-store.ts';
import { Icon } from '../../ui/icon.tsx';
import './message-buttons.css';

/** The moderator console's button, for staff only (moderators, admins, developers). */
export function StaffButton({ accessLevel }: { accessLevel: AccessLevel }) {
  const { t } = useTranslation();
  const openWindow = useWindowStore((s) => s.open);
  if (!hasModeratorAccess(accessLevel)) return null;
  return (
    <div className="hud-messages">
      <button
        type="button"
        className="hud-messages__button"
        data-testid="open-moderation"
        onClick={() => openWindow('moderation')}
        aria-label={t('staff.open')}
        title={t('staff.open')}
      >
        <Icon name="checked-shield" size={24} />
      </button>
    </div>
  );
}
