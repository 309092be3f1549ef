import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { battleStore } from '../../stores/battle-store.ts';

/**
 * What the battle began with, atop the action bar: the story line of a story part's guard
 * (`scenarioMessage`, in the player's language; a tap folds it away for this battle) and the boosters'
 * bonuses the battle carries (`battleBonus` extra experience of a win, `chestBonus` how much likelier
 * the guard's trophy is, both in percent; shown only when above 0).
 */
export function BattleTale() {
  const { t } = useTranslation();
  const battleId = useStore(battleStore, (s) => s.status?.battle.id ?? null);
  const line = useStore(battleStore, (s) => s.status?.scenarioMessage ?? null);
  const experience = useStore(battleStore, (s) => s.status?.battleBonus ?? 0);
  const trophy = useStore(battleStore, (s) => s.status?.chestBonus ?? 0);
  const [foldedFor, setFoldedFor] = useState<number | string | null>(null);
  const showLine = line !== null && line !== '' && foldedFor !== battleId;
  if (!showLine && experience <= 0 && trophy <= 0) return null;
  return (
    <div className="battle-tale" data-testid="battle-tale">
      {showLine ? (
        <button type="button" className="battle-tale__line" data-testid="battle-story-line" onClick={() => setFoldedFor(battleId)}>
          <span>{line}</span>
          <small>{t('battle.tale.fold')}</small>
        </button>
      ) : null}
      {experience > 0 || trophy > 0 ? (
        <p className="battle-tale__bonus" data-testid="battle-bonus">
          {experience > 0 ? <span data-testid="battle-bonus-experience">{t('battle.tale.experience', { percent: experience })}</span> : null}
          {trophy > 0 ? <span data-testid="battle-bonus-trophy">{t('battle.tale.trophy', { percent: trophy })}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
