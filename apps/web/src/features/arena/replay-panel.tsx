import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BattleAction, BattleSetup } from '@rol/rules/battle/battle-types';
import { creatureIcon } from '../../art/creature-icon.ts';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { useReplay } from './arena-api.ts';
import { healthAfter, replayArenaBattle } from './replay-moves.ts';

const STEP_MS = 450;

/** Plays a stored arena battle again, move by move, rebuilt from its seed and action log. */
export function ReplayPanel({ battleId, onBack }: { battleId: number; onBack: () => void }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const stored = useReplay(battleId);
  const played = useMemo(
    () =>
      stored.data
        ? replayArenaBattle(
            stored.data.setup as BattleSetup,
            stored.data.seed,
            stored.data.actions as BattleAction[],
          )
        : null,
    [stored.data],
  );
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!played || shown >= played.moves.length) return;
    const timer = setTimeout(() => setShown((s) => s + 1), STEP_MS);
    return () => clearTimeout(timer);
  }, [played, shown]);
  const health = played ? healthAfter(played.creatures, played.moves, shown) : new Map<number, number>();
  const nameOf = (id: number | null) => {
    const c = played?.creatures.find((x) => x.id === id);
    return c ? `${c.warriorClass} ${c.level}` : '';
  };
  const last = played?.moves.slice(Math.max(0, shown - 4), shown) ?? [];
  return (
    <div
      className="arena__replay"
      data-testid="arena-replay"
      data-done={played && shown >= played.moves.length ? '1' : '0'}
    >
      <h3>{t('arena.replayTitle')}</h3>
      <FormError text={stored.error ? failureText(stored.error) : null} />
      {played ? (
        <div className="arena__teams">
          {([0, 1] as const).map((team) => (
            <ul
              key={team}
              className="arena__team"
              aria-label={team === 0 ? t('arena.attackers') : t('arena.defenders')}
            >
              {played.creatures
                .filter((c) => c.team === team)
                .map((c) => {
                  const hp = Math.max(0, health.get(c.id) ?? 0);
                  return (
                    <li
                      key={c.id}
                      className={hp <= 0 ? 'arena__fighter arena__fighter--dead' : 'arena__fighter'}
                    >
                      <Icon name={creatureIcon(c)} size={28} />
                      <span className="arena__hp">
                        <span
                          className="arena__hp-fill"
                          style={{ width: `${(100 * hp) / Math.max(1, c.maxHealth)}%` }}
                        />
                      </span>
                    </li>
                  );
                })}
            </ul>
          ))}
        </div>
      ) : null}
      <ol className="arena__moves">
        {last.map((m) => (
          <li key={m.index}>
            {m.kind === 'hit' ||
            m.kind === 'critical' ||
            m.kind === 'death' ||
            m.kind === 'round' ||
            m.kind === 'end'
              ? t(`arena.move.${m.kind}`, {
                  source: nameOf(m.sourceId),
                  target: nameOf(m.targetId),
                  amount: Math.round(m.amount),
                })
              : t('arena.move.other', { source: nameOf(m.sourceId), target: nameOf(m.targetId) })}
          </li>
        ))}
      </ol>
      <Button variant="stone" onClick={onBack}>
        {t('arena.replayBack')}
      </Button>
    </div>
  );
}
