import { useTranslation } from 'react-i18next';
import { reloadPage } from '../../api/reload.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { WindowFrame } from '../../ui/window-frame.tsx';
import '../../ui/message-window.css';

/** §8 reload page: the connection was terminated and the page must be reloaded. */
export default function ReloadWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  return (
    <WindowFrame name="reload" title={t('reloadPage.title')} onClose={onClose} compact>
      <div className="message-window">
        <span className="message-window__icon">
          <Icon name="anticlockwise-rotation" size={56} />
        </span>
        <p className="message-window__text">{t('reloadPage.text')}</p>
        <Button icon="anticlockwise-rotation" data-testid="reload-page" onClick={reloadPage}>
          {t('common.reload')}
        </Button>
      </div>
    </WindowFrame>
  );
}
