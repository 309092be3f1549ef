import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useArenaReplayRequestStore, watchArenaBattle } from '../../stores/arena-replay-request-store.ts';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { usePlayerArenaBattles } from './player-profile-api.ts';

/**
 * The player's latest arena battles in their profile: the opponent, won or lost from this player's
 * side, and when; Watch replays one in the battle scene, and closing it comes back here.
 */
export function PlayerArenaBattles({ playerId, inArena }: { playerId: number; inArena: boolean }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const battles = usePlayerArenaBattles(playerId, inArena);
  const { loading, failure } = useArenaReplayRequestStore();
  // A failure belongs to the profile it happened in.
  useEffect(() => {
    useArenaReplayRequestStore.setState({ failure: null });
  }, [playerId]);
  if (!inArena) return null;
  const items = battles.data?.items ?? [];
  return (
    <section className="player-profile__battles" data-testid="player-profile-battles">
      <h4>{t('playerProfile.battles')}</h4>
      <FormError
        text={battles.error ? failureText(battles.error) : failure ? failureText(failure.error) : null}
      />
      {battles.data && items.length === 0 ? <p>{t('playerProfile.noBattles')}</p> : null}
      <ul className="player-profile__battle-list">
        {items.map((b) => (
          <li
            key={b.id}
            className={`player-profile__battle player-profile__battle--${b.won ? 'won' : 'lost'}`}
            data-testid={`player-profile-battle-${b.battleId}`}
            data-role={b.role}
            data-won={b.won ? '1' : '0'}
          >
            <div className="player-profile__battle-text">
              <strong>
                {t(b.role === 'attacker' ? 'playerProfile.attacked' : 'playerProfile.defended', {
                  name: b.opponentNickname,
                })}
              </strong>
              <div>
                {t(b.won ? 'arena.won' : 'arena.lost')} · {new Date(b.atMs).toLocaleString()}
              </div>
            </div>
            <Button
              variant="stone"
              icon="anticlockwise-rotation"
              data-testid={`player-profile-watch-${b.battleId}`}
              disabled={loading !== null}
              onClick={() => watchArenaBattle(b.battleId)}
            >
              {t('arena.watch')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
