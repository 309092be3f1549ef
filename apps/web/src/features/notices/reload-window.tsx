import { useTranslation } from 'react-i18next';
import { reloadPage } from '../../api/reload.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { MessageWindow } from '../../ui/message-window.tsx';

/** §8 reload page: the connection was terminated and the page must be reloaded. */
export default function ReloadWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  return (
    <MessageWindow
      name="reload"
      title={t('reloadPage.title')}
      icon="anticlockwise-rotation"
      text={t('reloadPage.text')}
      onClose={onClose}
      action={
        <Button icon="anticlockwise-rotation" data-testid="reload-page" onClick={reloadPage}>
          {t('common.reload')}
        </Button>
      }
    />
  );
}
