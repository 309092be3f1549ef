import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { playerInfoKey } from '../../api/player-info.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { WindowFrame } from '../../ui/window-frame.tsx';
import '../../ui/message-window.css';

/** §8 connection page: the player fetch failed 3 times. Retry fetches again (3 more tries). */
export default function ConnectionLostWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const retry = () => {
    onClose();
    void client.refetchQueries({ queryKey: playerInfoKey, exact: true });
  };
  return (
    <WindowFrame name="connection-lost" title={t('connectionLost.title')} onClose={onClose} compact>
      <div className="message-window">
        <span className="message-window__icon">
          <Icon name="unplugged" size={56} />
        </span>
        <p className="message-window__text">{t('connectionLost.text')}</p>
        <Button icon="anticlockwise-rotation" data-testid="connection-retry" onClick={retry}>
          {t('common.retry')}
        </Button>
      </div>
    </WindowFrame>
  );
}
