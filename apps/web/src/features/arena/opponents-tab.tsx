import { useTranslation } from 'react-i18next';
import { creatureIcon } from '../../art/creature-icon.ts';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { useArenaAttack, useOpponents } from './arena-api.ts';

/** The opponents on offer, best first; an attack starts the battle and closes the window. */
export function OpponentsTab({ onStarted }: { onStarted: () => void }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const opponents = useOpponents(true);
  const attack = useArenaAttack(onStarted);
  const list = opponents.data?.opponents ?? [];
  return (
    <div data-testid="arena-opponents">
      <FormError
        text={
          attack.error ? failureText(attack.error) : opponents.error ? failureText(opponents.error) : null
        }
      />
      {opponents.data && list.length === 0 ? <p className="window__lead">{t('arena.noOpponents')}</p> : null}
      <ul className="arena__list">
        {list.map((o) => (
          <li key={o.playerId} className="arena__row" data-testid={`arena-opponent-${o.playerId}`}>
            <div className="arena__seat">{o.position}</div>
            <div className="arena__who">
              <strong>{o.nickname}</strong> · {t(`arena.league.${o.league}`)} · {o.level}
              <div className="arena__heroes">
                {o.defence.map((h, i) => (
                  <span key={i} title={`${h.warriorClass} ${h.level}`}>
                    <Icon name={creatureIcon(h)} size={20} />
                    {h.level}
                  </span>
                ))}
              </div>
            </div>
            <Button
              icon="crossed-swords"
              data-testid={`arena-attack-${o.playerId}`}
              disabled={attack.isPending}
              onClick={() => attack.mutate({ opponentId: o.playerId, position: o.position })}
            >
              {t('arena.attack')}
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="stone" onClick={() => void opponents.refetch()}>
        {t('arena.refresh')}
      </Button>
    </div>
  );
}
