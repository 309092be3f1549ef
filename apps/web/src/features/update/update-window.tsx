import { useTranslation } from 'react-i18next';
import type { WindowProps } from '../../stores/window-store.ts';
import { Icon } from '../../ui/icon.tsx';
import { WindowFrame } from '../../ui/window-frame.tsx';
import '../../ui/message-window.css';

/** §2 update notification: only an app-store build older than version 34 sees it; the store updates it. */
export default function UpdateWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  return (
    <WindowFrame name="update" title={t('update.title')} onClose={onClose} compact>
      <div className="message-window">
        <span className="message-window__icon">
          <Icon name="smartphone" size={56} />
        </span>
        <p className="message-window__text">{t('update.text')}</p>
      </div>
    </WindowFrame>
  );
}
