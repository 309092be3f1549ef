import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { creatureIcon } from '../../art/creature-icon.ts';
import { gameBus } from '../../events/game-events.ts';
import { squadOrder } from '../../game/road-layout.ts';
import { Icon } from '../../ui/icon.tsx';
import { heroName } from '../../ui/hero-name.ts';
import { useCreatureOrder } from '../../ui/use-creature-order.ts';
import './squad-panel.css';

/** A press this long picks a hero for moving instead of opening its page. */
const LONG_PRESS_MS = 450;

/**
 * The squad's mini panel: one medallion per hero with level and health. Tap a hero to open its
 * page; press and hold to pick it, then move it left or right (arrow keys too); the order is kept
 * in local storage (§3).
 */
export function SquadPanel({ creatures }: { creatures: readonly CreatureDto[] }) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<number | null>(null);
  const press = useRef<{ timer: ReturnType<typeof setTimeout>; long: boolean } | null>(null);
  const { ordered, move } = useCreatureOrder('mini', squadOrder(creatures));
  const startPress = (id: number) => {
    if (press.current) clearTimeout(press.current.timer);
    const current = {
      long: false,
      timer: setTimeout(() => {
        current.long = true;
        setPicked((p) => (p === id ? null : id));
      }, LONG_PRESS_MS),
    };
    press.current = current;
  };
  const endPress = () => {
    if (press.current) clearTimeout(press.current.timer);
  };
  const onTap = (id: number) => {
    const long = press.current?.long ?? false;
    press.current = null;
    if (long) return;
    if (picked !== null) setPicked(null);
    else gameBus.emit('hero:open', { creatureId: id });
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
        // A fallen hero (no health left) is greyed under a tombstone until it recovers.
        const fallen = creature.health <= 0;
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
              className={`squad__hero squad__hero--${creature.faction}${fallen ? ' squad__hero--fallen' : ''}`}
              data-fallen={fallen ? '1' : '0'}
              aria-pressed={isPicked}
              aria-label={`${t('squad.hero', {
                name,
                level: creature.level,
                health: Math.floor(creature.health),
                max: creature.maxHealth,
              })}${fallen ? ` (${t('battle.dead')})` : ''}`}
              title={name}
              data-testid={`squad-open-${creature.id}`}
              onPointerDown={() => startPress(creature.id)}
              onPointerUp={endPress}
              onPointerLeave={endPress}
              onPointerCancel={endPress}
              onContextMenu={(event) => event.preventDefault()}
              onClick={() => onTap(creature.id)}
              onKeyDown={(event) => onKey(event, creature.id)}
            >
              <Icon name={creatureIcon(creature)} size={26} />
              {fallen ? <Icon name="tombstone" size={20} className="squad__tomb" /> : null}
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
