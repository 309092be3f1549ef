import { useTranslation } from 'react-i18next';
import { reloadPage } from '../../api/reload.ts';
import { launchParams } from '../../launch/launch.ts';
import { useUpdateStepStore } from '../../stores/update-step-store.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { MessageWindow } from '../../ui/message-window.tsx';

/**
 * The Update step. §2: an app-store build older than version 34 is asked to update through the store.
 * §8 "version outdated": a page older than the server's build is asked to press Update, which reloads
 * it (the reload fetches the newest build); an app-store build is updated through the store instead.
 */
export default function UpdateWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const reason = useUpdateStepStore((s) => s.reason);
  const storeBuild = launchParams.appVersion !== null;
  const viaStore = reason === 'store-minimum' || storeBuild;
  return (
    <MessageWindow
      name="update"
      title={t('update.title')}
      icon={viaStore ? 'smartphone' : 'anticlockwise-rotation'}
      text={viaStore ? t('update.text') : t('update.outdatedText')}
      onClose={onClose}
      action={
        viaStore ? undefined : (
          <Button icon="anticlockwise-rotation" data-testid="update-now" onClick={reloadPage}>
            {t('update.now')}
          </Button>
        )
      }
    />
  );
}
