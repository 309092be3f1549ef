import { useTranslation } from 'react-i18next';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { battleSession } from './battle-session.ts';
import './battle-layer.css';

/** Asks before giving up: a give-up is a defeat (§4). */
export default function BattleGiveUpWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  return (
    <WindowFrame name="battle-give-up" title={t('battle.giveUpWindow.title')} onClose={onClose} compact>
      <p className="window__lead">{t('battle.giveUpWindow.text')}</p>
      <div className="battle-window__actions">
        <Button variant="stone" data-testid="battle-give-up-cancel" onClick={onClose}>
          {t('battle.giveUpWindow.cancel')}
        </Button>
        <Button
          variant="danger"
          data-testid="battle-give-up-confirm"
          onClick={() => {
            onClose();
            void battleSession()?.giveUp();
          }}
        >
          {t('battle.giveUpWindow.confirm')}
        </Button>
      </div>
    </WindowFrame>
  );
}
