import { useTranslation } from 'react-i18next';
import { reloadPage } from '../../api/reload.ts';
import { useReloadReasonStore } from '../../stores/reload-reason-store.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { MessageWindow } from '../../ui/message-window.tsx';

/** §8 reload page: the connection was terminated, or a part of the game did not download; the page must be reloaded. */
export default function ReloadWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const reason = useReloadReasonStore((s) => s.reason);
  return (
    <MessageWindow
      name="reload"
      title={t('reloadPage.title')}
      icon="anticlockwise-rotation"
      text={reason === 'download' ? t('reloadPage.downloadText') : t('reloadPage.text')}
      onClose={onClose}
      action={
        <Button icon="anticlockwise-rotation" data-testid="reload-page" onClick={reloadPage}>
          {t('common.reload')}
        </Button>
      }
    />
  );
}
