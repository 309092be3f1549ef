import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { BattleMove } from '@rol/rules/battle/battle-types';
import { Button } from '../../ui/form-controls.tsx';
import { closeReplay, replayProgressStore, replayRun, type ReplayProgress } from './replay-session.ts';
import './replay-layer.css';

type T = ReturnType<typeof useTranslation>['t'];

function caption(t: T, move: BattleMove, classes: ReplayProgress['classes']): string {
  const name = (id: number | null) => {
    const cls = id === null ? undefined : classes[id];
    return cls ? t(`names.warriorClass.${cls}`, { defaultValue: cls }) : '';
  };
  const params = {
    source: name(move.sourceId),
    target: name(move.targetId),
    amount: Math.round(move.amount),
  };
  switch (move.kind) {
    case 'hit':
    case 'critical':
    case 'death':
    case 'round':
    case 'end':
      return t(`arena.move.${move.kind}`, params);
    default:
      return t('arena.move.other', params);
  }
}

/**
 * The controls over the battle scene while it replays a stored arena battle: who fought, the blow
 * just shown, the count of blows, pause / play, skip to the result and close (Escape closes,
 * Space pauses). The replay starts when this layer shows, that is once the scene is up.
 */
export default function ReplayLayer() {
  const { t } = useTranslation();
  const progress = useStore(replayProgressStore);

  useEffect(() => {
    replayRun()?.play();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeReplay();
      else if (event.key === ' ') {
        const state = replayProgressStore.getState();
        if (state?.paused) replayRun()?.play();
        else replayRun()?.pause();
      } else return;
      event.preventDefault();
    };
    globalThis.addEventListener('keydown', onKey);
    return () => globalThis.removeEventListener('keydown', onKey);
  }, []);

  if (!progress) return null;
  const { side, attacker, defender, shown, played, total, paused, done, last, winnerTeam, classes } = progress;
  const over = done && winnerTeam !== null;
  // The watcher's own battle reads as won or lost; someone else's as which side won.
  const won = over && side !== null ? (winnerTeam === 0) === (side === 'attacker') : null;
  const title =
    side === 'attacker'
      ? t('arena.attacked', { name: defender })
      : side === 'defender'
        ? t('arena.defended', { name: attacker })
        : t('arena.replay.between', { attacker, defender });
  const outcome = !over
    ? null
    : won !== null
      ? t(won ? 'arena.won' : 'arena.lost')
      : t(winnerTeam === 0 ? 'arena.replay.attackWon' : 'arena.replay.defenceWon');
  return (
    <div
      className="arena-replay"
      data-testid="arena-replay"
      data-shown={shown}
      data-played={played}
      data-total={total}
      data-paused={paused ? '1' : '0'}
      data-done={done ? '1' : '0'}
      data-won={won === null ? '' : won ? '1' : '0'}
      data-winner={over ? (winnerTeam === 0 ? 'attacker' : 'defender') : ''}
    >
      <header className="arena-replay__head">
        <span className="arena-replay__tag">{t('arena.replay.banner')}</span>
        <strong data-testid="arena-replay-title">{title}</strong>
      </header>
      <div className="arena-replay__bar">
        <p className="arena-replay__caption" data-testid="arena-replay-caption" aria-live="polite">
          {outcome ?? (last ? caption(t, last, classes) : t('arena.replay.starting'))}
        </p>
        <p className="arena-replay__count">{t('arena.replay.count', { shown, total })}</p>
        <div className="arena-replay__actions">
          <Button
            variant="stone"
            data-testid="arena-replay-toggle"
            disabled={done}
            onClick={() => (paused ? replayRun()?.play() : replayRun()?.pause())}
          >
            {paused ? t('arena.replay.play') : t('arena.replay.pause')}
          </Button>
          <Button
            variant="stone"
            icon="fast-forward-button"
            data-testid="arena-replay-skip"
            disabled={done}
            onClick={() => replayRun()?.skip()}
          >
            {t('arena.replay.skip')}
          </Button>
          <Button icon="cancel" data-testid="arena-replay-close" onClick={closeReplay}>
            {t('arena.replay.close')}
          </Button>
        </div>
      </div>
    </div>
  );
}
