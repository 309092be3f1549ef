import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { notificationText } from './notification-text.ts';
import { useNotificationActions, useNotifications } from './notifications-api.ts';
import './notifications.css';

/** The player's notifications, newest first; opening the window clears the HUD's mark. */
export default function NotificationsWindow({ onClose }: WindowProps) {
  const { t, i18n } = useTranslation();
  const failure = useFailureText();
  const list = useNotifications();
  const { remove, reset } = useNotificationActions();
  const { mutate: clearMark } = reset;
  useEffect(() => clearMark(), [clearMark]);
  const items = list.data?.pages.flatMap((p) => p.notifications) ?? [];
  const error = list.error ?? remove.error ?? null;
  return (
    <WindowFrame name="notifications" title={t('notifications.title')} onClose={onClose} className="window--notifications">
      <FormError text={error ? failure(error) : null} />
      {list.data && items.length === 0 ? <p className="notif-empty">{t('notifications.empty')}</p> : null}
      <ul className="notif-list">
        {items.map((n) => (
          <li key={n.id} className="notif" data-testid={`notification-${n.id}`} data-type={n.type}>
            <span className="notif__text">{notificationText(t, n)}</span>
            <span className="notif__date">{new Date(n.createdAt).toLocaleString(i18n.language)}</span>
            <Button variant="stone" onClick={() => remove.mutate(n.id)}>
              {t('notifications.remove')}
            </Button>
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button variant="stone" onClick={() => void list.fetchNextPage()}>
          {t('notifications.more')}
        </Button>
      ) : null}
    </WindowFrame>
  );
}
