import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { useHistory } from './arena-api.ts';
import { watchReplay } from './replay-session.ts';

/** Attacks and defences, newest first, each with its replay (a defender watches how they lost). */
export function HistoryTab() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [pages, setPages] = useState(1);
  const [watching, setWatching] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const history = useHistory(pages);
  const watch = (battleId: number) => {
    setWatching(battleId);
    setFailure(null);
    watchReplay(battleId, 'history').catch((error: unknown) => {
      setWatching(null);
      setFailure(failureText(error));
    });
  };
  const items = history.data?.items ?? [];
  return (
    <div data-testid="arena-history">
      <FormError text={history.error ? failureText(history.error) : failure} />
      {history.data && items.length === 0 ? <p className="window__lead">{t('arena.noHistory')}</p> : null}
      <ul className="arena__list">
        {items.map((h) => (
          <li
            key={h.id}
            className={`arena__row arena__row--${h.won ? 'won' : 'lost'}`}
            data-testid={`arena-history-${h.id}`}
            data-role={h.role}
            data-won={h.won ? '1' : '0'}
          >
            <div className="arena__who">
              <strong>
                {h.role === 'attacker'
                  ? t('arena.attacked', { name: h.opponentNickname })
                  : t('arena.defended', { name: h.opponentNickname })}
              </strong>
              <div>
                {h.won ? t('arena.won') : t('arena.lost')} ·{' '}
                {t('arena.moved', { before: h.positionBefore, after: h.positionAfter })} ·{' '}
                {new Date(h.atMs).toLocaleString()}
              </div>
            </div>
            <Button
              variant="stone"
              icon="anticlockwise-rotation"
              data-testid={`arena-watch-${h.battleId}`}
              disabled={watching !== null}
              onClick={() => watch(h.battleId)}
            >
              {t('arena.watch')}
            </Button>
          </li>
        ))}
      </ul>
      {history.data?.hasMore ? (
        <Button variant="stone" onClick={() => setPages((p) => p + 1)}>
          {t('arena.more')}
        </Button>
      ) : null}
    </div>
  );
}
