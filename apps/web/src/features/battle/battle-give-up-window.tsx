import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { defeatPenalty } from '@rol/rules/battle/defeat-penalty';
import { playerInfoQuery } from '../../api/player-info.ts';
import { battleStore } from '../../stores/battle-store.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { battleSession } from './battle-session.ts';
import './battle-layer.css';

/**
 * Asks before giving up: a give-up is a defeat (§4). It says what the loss takes with the same rule
 * the server settles it with (`defeatPenalty`): the battle's gold penalty as far as the balance goes,
 * and its health penalty from every hero.
 */
export default function BattleGiveUpWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const status = useStore(battleStore, (s) => s.status);
  const { data: info } = useQuery(playerInfoQuery);
  const penalty = defeatPenalty({
    penaltyGold: status?.looserPenalty.gold ?? 0,
    healthPenalty: status?.healthPenalty ?? 0,
    gold: info?.player.gold ?? 0,
  });
  return (
    <WindowFrame name="battle-give-up" title={t('battle.giveUpWindow.title')} onClose={onClose} compact>
      <p className="window__lead">{t('battle.giveUpWindow.text')}</p>
      <ul className="battle-give-up__list" data-testid="battle-give-up-penalty" data-gold={penalty.gold} data-health={penalty.healthPerHero}>
        <li>
          {penalty.healthPerHero > 0
            ? t('battle.giveUpWindow.health', { amount: penalty.healthPerHero })
            : t('battle.giveUpWindow.noHealth')}
        </li>
        <li>{penalty.gold > 0 ? t('battle.giveUpWindow.gold', { amount: penalty.gold }) : t('battle.giveUpWindow.noGold')}</li>
      </ul>
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
