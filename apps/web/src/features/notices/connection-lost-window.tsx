import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { playerInfoKey } from '../../api/player-info.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { MessageWindow } from '../../ui/message-window.tsx';

/** §8 connection page: the player fetch failed 3 times. Retry fetches again (3 more tries). */
export default function ConnectionLostWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const retry = () => {
    onClose();
    void client.refetchQueries({ queryKey: playerInfoKey, exact: true });
  };
  return (
    <MessageWindow
      name="connection-lost"
      title={t('connectionLost.title')}
      icon="unplugged"
      text={t('connectionLost.text')}
      onClose={onClose}
      action={
        <Button icon="anticlockwise-rotation" data-testid="connection-retry" onClick={retry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
