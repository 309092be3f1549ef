import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { heroIcon } from '../../art/hero-art.ts';
import { squadOrder } from '../../game/road-layout.ts';
import { localStore } from '../../storage/local-store.ts';
import { Icon } from '../../ui/icon.tsx';
import { heroName } from './hero-name.ts';
import { moveId, orderByStored } from './squad-panel-order.ts';

/**
 * The squad's mini panel: one medallion per hero with level and health. Tap a hero to pick it,
 * then move it left or right (arrow keys too); the order is kept in local storage (§3).
 */
export function SquadPanel({ creatures }: { creatures: readonly CreatureDto[] }) {
  const { t } = useTranslation();
  const [stored, setStored] = useState(() => localStore.creatureOrder('mini'));
  const [picked, setPicked] = useState<number | null>(null);
  const ordered = orderByStored(squadOrder(creatures), stored);

  const move = (id: number, delta: -1 | 1) => {
    const ids = moveId(
      ordered.map((c) => c.id),
      id,
      delta,
    );
    setStored(ids);
    localStore.setCreatureOrder('mini', ids);
  };
  const onKey = (event: KeyboardEvent, id: number) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      move(id, event.key === 'ArrowLeft' ? -1 : 1);
    }
  };

  return (
    <ul className="squad" data-testid="squad-panel" aria-label={t('squad.panel')}>
      {ordered.map((creature) => {
        const name = heroName(t, creature);
        const share =
          creature.maxHealth > 0
            ? Math.max(0, Math.min(100, (creature.health / creature.maxHealth) * 100))
            : 0;
        const isPicked = picked === creature.id;
        return (
          <li
            key={creature.id}
            className={`squad__slot${isPicked ? ' squad__slot--picked' : ''}`}
            data-testid={`squad-hero-${creature.id}`}
          >
            {isPicked ? (
              <button
                type="button"
                className="squad__move"
                aria-label={t('squad.moveLeft', { name })}
                onClick={() => move(creature.id, -1)}
              >
                ‹
              </button>
            ) : null}
            <button
              type="button"
              className={`squad__hero squad__hero--${creature.faction}`}
              aria-pressed={isPicked}
              aria-label={t('squad.hero', {
                name,
                level: creature.level,
                health: Math.floor(creature.health),
                max: creature.maxHealth,
              })}
              title={name}
              onClick={() => setPicked(isPicked ? null : creature.id)}
              onKeyDown={(event) => onKey(event, creature.id)}
            >
              <Icon name={heroIcon(creature.imageId)} size={26} />
              <span className="squad__level">{creature.level}</span>
              <span className="squad__health" aria-hidden="true">
                <span style={{ width: `${share}%` }} />
              </span>
            </button>
            {isPicked ? (
              <button
                type="button"
                className="squad__move"
                aria-label={t('squad.moveRight', { name })}
                onClick={() => move(creature.id, 1)}
              >
                ›
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
