import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { battleStore } from '../../stores/battle-store.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { leaveBattle } from './battle-api.ts';
import { endBattleSession } from './battle-session.ts';
import './battle-layer.css';

/** The result of a settled battle (§4): win or loss, gold, experience, level-up, health penalty; then back to the road. */
export default function BattleResultWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const result = useStore(battleStore, (s) => s.result);
  const [leaving, setLeaving] = useState(false);
  const leave = () => {
    if (leaving) return;
    setLeaving(true);
    onClose();
    endBattleSession();
    void leaveBattle(client, result);
  };
  useEffect(() => {
    // Nothing to show (the battle was left meanwhile): the window must not block the canvas.
    if (!result && !leaving) onClose();
  }, [result, leaving, onClose]);
  if (!result) return null;
  const won = result.won;
  return (
    <WindowFrame name="battle-result" title={t(won ? 'battle.result.won' : 'battle.result.lost')} onClose={leave} compact>
      <div className="battle-result" data-testid="battle-result" data-won={won ? '1' : '0'}>
        <div className="battle-result__emblem">
          <Icon name={won ? 'laurels' : 'broken-shield'} size={72} />
        </div>
        <p className="window__lead">{t(won ? 'battle.result.wonLead' : 'battle.result.lostLead')}</p>
        <ul className="battle-result__lines">
          {won && result.reward.gold > 0 ? <li data-testid="battle-result-gold">{t('battle.result.gold', { amount: result.reward.gold })}</li> : null}
          {won && result.reward.experience > 0 ? <li data-testid="battle-result-experience">{t('battle.result.experience', { amount: result.reward.experience })}</li> : null}
          {won && result.reward.items.length > 0 ? <li>{t('battle.result.items', { count: result.reward.items.length })}</li> : null}
          {result.levelsGained > 0 ? (
            <li className="battle-result__level" data-testid="battle-result-level">
              {t('battle.result.levelUp', { level: result.level })}
            </li>
          ) : null}
          {!won && result.penalty.gold > 0 ? <li className="battle-result__penalty">{t('battle.result.goldLost', { amount: result.penalty.gold })}</li> : null}
          {!won && result.penalty.healthPerHero > 0 ? (
            <li className="battle-result__penalty" data-testid="battle-result-health">
              {t('battle.result.healthPenalty', { amount: result.penalty.healthPerHero })}
            </li>
          ) : null}
        </ul>
        <div className="battle-window__actions">
          <Button data-testid="battle-result-close" icon="footsteps" disabled={leaving} onClick={leave}>
            {t('battle.result.close')}
          </Button>
        </div>
      </div>
    </WindowFrame>
  );
}
