import { useTranslation } from 'react-i18next';
import type { WindowProps } from '../../stores/window-store.ts';
import { MessageWindow } from '../../ui/message-window.tsx';

/** §2 update notification: only an app-store build older than version 34 sees it; the store updates it. */
export default function UpdateWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  return (
    <MessageWindow
      name="update"
      title={t('update.title')}
      icon="smartphone"
      text={t('update.text')}
      onClose={onClose}
    />
  );
}
