import { useTranslation } from 'react-i18next';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { MessageWindow } from '../../ui/message-window.tsx';
import './leave-game.css';

/**
 * Asked when the browser's Back is pressed with no window open (app/back-button.ts): stay in the
 * game, or leave it for the page the player came from.
 */
export default function LeaveGameWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  return (
    <MessageWindow
      name="leave-game"
      title={t('leaveGame.title')}
      icon="magic-portal"
      text={t('leaveGame.text')}
      onClose={onClose}
      action={
        <div className="leave-game__actions">
          <Button data-testid="leave-game-stay" onClick={onClose}>
            {t('leaveGame.stay')}
          </Button>
          <Button
            variant="stone"
            data-testid="leave-game-leave"
            data-leave-game=""
            onClick={() => {
              onClose();
              globalThis.history.back();
            }}
          >
            {t('leaveGame.leave')}
          </Button>
        </div>
      }
    />
  );
}
